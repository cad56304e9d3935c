// @vitest-environment jsdom
// A screen that cannot be drawn on the server fails the build at once, with React's reason, instead of being waited
// for as one still loading.
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './first-screen';

vi.mock('../features/builder/review-step/review-step', () => ({
  ReviewStep: () => {
    throw new Error('The Review step reads the window, which the server has not.');
  },
}));

describe('drawing a page whose screen throws', () => {
  it('fails at once and says why', async () => {
    // Waited for as a screen still loading, it would fail only after a minute, past the test's time-out.
    await expect(renderPage('/builder/review')).rejects.toThrow(
      /^The screen at \/builder\/review could not be drawn\. Switched to client rendering because the server rendering errored:\s+The Review step reads the window, which the server has not\.$/,
    );
  });
});
