// @vitest-environment jsdom
// An admin without a second factor opens the console: the set-up comes first, a wrong code is said, the right one
// shows the ten recovery codes once, and then the console opens. A manager whose console sat idle gives the code again
// (decision 075), and a screen answered so mid-use brings the code back.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPeople } from '#api/endpoints/office-endpoints';
import {
  confirmEnrolment,
  getSecondFactor,
  startEnrolment,
  verifySecondFactor,
} from '#api/endpoints/second-factor-endpoints';
import { getWeek } from '#api/endpoints/office-report-endpoints';
import { renderRoute, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at, fakeServer } from '../../testing/fake-server';

const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-${String(index).padStart(4, 'a')}`);

beforeEach(() => {
  resetStores();
  setOnline(true);
  signInAs({ role: 'admin' });
});
afterEach(cleanup);

describe("an admin's second factor", () => {
  it('is set up before any screen, and the recovery codes are shown once', async () => {
    const status = {
      enrolled: false,
      locked: false,
      thisSession: false,
      reason: 'not-given' as const,
      required: true,
      recoveryCodesLeft: 0,
    };
    const server = fakeServer()
      .on(
        at(getSecondFactor),
        answer(getSecondFactor, 200, status),
        answer(getSecondFactor, 200, { ...status, enrolled: true, thisSession: true, recoveryCodesLeft: 10 }),
      )
      .on(
        at(startEnrolment),
        answer(startEnrolment, 201, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Contract%20Builder%3Aada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
        }),
      )
      .on(
        at(confirmEnrolment),
        apiError(422, 'SECOND_FACTOR_REQUIRED', 'That code is not right: enter the 6 digits the app shows now.'),
        answer(confirmEnrolment, 200, { recoveryCodes: CODES }),
      )
      .on(at(listPeople), answer(listPeople, 200, { people: [] }));
    const user = userEvent.setup();
    renderRoute('/admin/people');
    // The console is a lazy chunk: its first load in a test file transforms all of it.
    await screen.findByRole('heading', { name: 'Set up your second factor' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'People' })).toBeNull();
    expect(server.to('GET /api/admin/people')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Set up the authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    const form = screen.getByRole('form', { name: 'Confirm the authenticator app' });
    await user.type(within(form).getByLabelText('Code from the app'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await user.clear(within(form).getByLabelText('Code from the app'));
    await user.type(within(form).getByLabelText('Code from the app'), '287082');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(JSON.parse(server.to('POST /api/me/second-factor/confirm').at(-1)?.body ?? '{}')).toEqual({
      code: '287082',
    });
    await user.click(screen.getByRole('button', { name: 'I have kept them: open the console' }));
    expect(await screen.findByRole('heading', { name: 'People' })).toBeVisible();
  });

  it('asks a manager for the code again after 30 idle minutes, and when a screen is answered so mid-use', async () => {
    signInAs({ role: 'manager' });
    const idle = {
      enrolled: true,
      locked: false,
      thisSession: false,
      reason: 'idle' as const,
      required: true,
      recoveryCodesLeft: 10,
    };
    const open = { ...idle, thisSession: true, reason: null };
    const server = fakeServer()
      .on(
        at(getSecondFactor),
        answer(getSecondFactor, 200, idle),
        answer(getSecondFactor, 200, open),
        answer(getSecondFactor, 200, idle),
      )
      .on(
        at(verifySecondFactor),
        apiError(422, 'SECOND_FACTOR_REQUIRED', 'That code is not right or was used already.'),
        answer(verifySecondFactor, 200, open),
      )
      .on(
        at(listPeople),
        answer(listPeople, 200, { people: [] }),
        apiError(403, 'SECOND_FACTOR_REQUIRED', 'The office console was not used for 30 minutes.'),
      )
      .on(at(getWeek), apiError(403, 'SECOND_FACTOR_REQUIRED', 'The office console was not used for 30 minutes.'));
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await screen.findByRole('heading', { name: 'Enter your code to continue' }, { timeout: 10_000 });
    expect(screen.getByText(/The office console was not used for 30 minutes\./)).toBeVisible();
    expect(server.to('GET /api/admin/people')).toEqual([]);

    const form = screen.getByRole('form', { name: 'Give your authenticator code' });
    await user.type(within(form).getByLabelText('Code from the app, or a recovery code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await user.clear(within(form).getByLabelText('Code from the app, or a recovery code'));
    await user.type(within(form).getByLabelText('Code from the app, or a recovery code'), '287082');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'People' })).toBeVisible();

    // Idle again: the next screen's call is refused, and the console asks for the code in its place.
    await user.click(screen.getByRole('link', { name: 'This week' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code to continue' })).toBeVisible();
  });
});
