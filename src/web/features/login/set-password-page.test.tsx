// @vitest-environment jsdom
// Setting one's password with the office's link: typed twice, sent with the link's token, the server's refusal said
// as it is, then on to Sign In; the page opened without a link says where to get one.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPasswordByLink } from '#api/endpoints/auth-endpoints';
import { renderRoute, resetStores, setOnline } from '../../testing/app';
import { answer, apiError, at, fakeServer } from '../../testing/fake-server';

beforeEach(() => {
  resetStores();
  setOnline(true);
});
afterEach(cleanup);

describe('Set your password', () => {
  it("sends the link's token with the password typed twice, says a refusal, then leads to Sign In", async () => {
    const server = fakeServer().on(
      at(setPasswordByLink),
      apiError(400, 'BAD_REQUEST', 'A new password has at least 12 characters.'),
      answer(setPasswordByLink, 200, { email: 'rosa@example.com' }),
    );
    const user = userEvent.setup();
    renderRoute('/set-password#tok3n');
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('The same password again'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same');
    expect(server.to(at(setPasswordByLink))).toHaveLength(0);

    await user.clear(screen.getByLabelText('The same password again'));
    await user.type(screen.getByLabelText('The same password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new password has at least 12 characters.');

    for (const label of ['New password', 'The same password again']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'rosa-insulates-2026');
    }
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. Sign in as rosa@example.com with it.')).toBeVisible();
    // The top bar has its own Sign In; the page's is in the main region.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(server.to(at(setPasswordByLink))[1]!.body!)).toEqual({
      token: 'tok3n',
      password: 'rosa-insulates-2026',
    });
  });

  it('says where the link comes from when opened without one', async () => {
    renderRoute('/set-password');
    expect(await screen.findByText(/This page opens from the link the office sent you/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});
