import { describe, expect, it } from 'vitest';
import { escapeLike } from './contract-search';

describe('escapeLike', () => {
  it('makes %, _ and \\ match only themselves', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
