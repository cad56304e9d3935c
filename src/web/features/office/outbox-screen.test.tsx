// @vitest-environment jsdom
// The outbox in the office console, over a fake server built from the endpoints' schemas: each email with its state,
// attempts and last error; a filter by state and pages; a failed email tried again, and the server's refusal said.
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox, retryOutboxEmail } from '#api/endpoints/office-report-endpoints';
import type { OutboxEmail } from '#api/office-outbox';
import { formatDateTime } from '#domain/format/date-format';
import { queryClient } from '../../lib/query-client';
import { renderInRouter, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at, fakeServer, noConnection, type FakeServer } from '../../testing/fake-server';
import { OutboxScreen } from './outbox-screen';

const FAILED: OutboxEmail = {
  id: 41,
  contractId: 'K7Q2M9X4B1ZP',
  reason: 'signed',
  recipient: 'customer',
  to: 'dana.kowalski@example.com',
  cc: 'lee.novak@example.com',
  state: 'failed',
  attempts: 10,
  lastError: '550 5.1.1 mailbox unavailable',
  createdAt: '2026-11-21T20:05:00.000Z',
  nextAttemptAt: '2026-11-22T08:05:00.000Z',
  sentAt: null,
};
const SENT: OutboxEmail = {
  ...FAILED,
  id: 40,
  contractId: 'B3N8C1V6X2LQ',
  reason: 'resend',
  recipient: 'agent',
  to: 'lee.novak@example.com',
  cc: null,
  state: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-21T19:02:00.000Z',
};

const onePage = (emails: OutboxEmail[], total = emails.length, page = 1) =>
  answer(listOutbox, 200, { emails, total, page, pageSize: 50 });

/** The query of each list the screen asked for. */
const asked = (server: FakeServer) => server.to(at(listOutbox)).map((request) => Object.fromEntries(request.query));

beforeEach(() => {
  resetStores();
  setOnline(true);
  signInAs({ role: 'manager' });
});
afterEach(cleanup);

async function openOutbox() {
  const user = userEvent.setup();
  renderInRouter(
    <QueryClientProvider client={queryClient()}>
      <OutboxScreen />
    </QueryClientProvider>,
    '/admin/outbox',
  );
  await screen.findByRole('heading', { level: 2, name: 'Outbox' });
  return user;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the outbox in the office console', () => {
  it('shows each email, newest first, with its state, attempts and last error', async () => {
    const server = fakeServer().on(at(listOutbox), onePage([FAILED, SENT]));
    await openOutbox();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    expect(rows(table)).toEqual([
      'ContractToWhyStateAttemptsLast errorTry again',
      'K7Q2M9X4B1ZPdana.kowalski@example.comcc lee.novak@example.comSigned copyFailed10550 5.1.1 mailbox unavailableTry again',
      `B3N8C1V6X2LQlee.novak@example.comSent againSent${formatDateTime(SENT.sentAt)}1—`,
    ]);
    expect(screen.getByText('2 emails.')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'K7Q2M9X4B1ZP' })).toHaveAttribute(
      'href',
      '/admin/contracts/K7Q2M9X4B1ZP',
    );
    expect(
      within(table).getByRole('button', { name: 'Try the email to dana.kowalski@example.com again' }),
    ).toBeVisible();
    expect(within(table).queryByRole('button', { name: /lee\.novak/ })).toBeNull();
    expect(asked(server)).toEqual([{ page: '1' }]);
  });

  it('shows only the failed emails when asked, a page at a time', async () => {
    const server = fakeServer().on(
      at(listOutbox),
      onePage([FAILED, SENT]),
      onePage([FAILED], 120),
      onePage([FAILED], 120, 2),
    );
    const user = await openOutbox();
    await screen.findByRole('table', { name: 'Outbox' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Failed');
    expect(await screen.findByText('120 failed emails.')).toBeVisible();
    expect(asked(server).at(-1)).toEqual({ state: 'failed', page: '1' });
    expect(rows(screen.getByRole('table', { name: 'Outbox' }))).toHaveLength(2);

    const pages = screen.getByRole('navigation', { name: 'Pages of the outbox' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeVisible();
    expect(asked(server).at(-1)).toEqual({ state: 'failed', page: '2' });
  });

  it('tries a failed email again: due now, and the list read afresh', async () => {
    const waiting: OutboxEmail = {
      ...FAILED,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: '2026-11-28T15:00:00.000Z',
    };
    const server = fakeServer()
      .on(at(listOutbox), onePage([FAILED, SENT]), onePage([waiting, SENT]))
      .on(at(retryOutboxEmail, { id: 41 }), answer(retryOutboxEmail, 200, { email: waiting }));
    const user = await openOutbox();
    await user.click(await screen.findByRole('button', { name: 'Try the email to dana.kowalski@example.com again' }));
    expect(
      await screen.findByText("Due now: the email to dana.kowalski@example.com is sent at the outbox's next look."),
    ).toHaveAttribute('role', 'status');
    expect(server.to(at(retryOutboxEmail, { id: 41 }))).toHaveLength(1);
    const row = (await screen.findByText(`Next try ${formatDateTime(waiting.nextAttemptAt)}`)).closest('tr')!;
    expect(within(row).getByText('Waiting')).toBeVisible();
    expect(within(row).getByRole('cell', { name: '0' })).toBeVisible();
    expect(server.to(at(listOutbox))).toHaveLength(2);
  });

  it("says the server's reason when the email was sent already", async () => {
    fakeServer()
      .on(at(listOutbox), onePage([FAILED]))
      .on(
        at(retryOutboxEmail, { id: 41 }),
        apiError(409, 'SENT_ALREADY', 'This email was sent already: resend the signed copy instead.'),
      );
    const user = await openOutbox();
    await user.click(await screen.findByRole('button', { name: 'Try the email to dana.kowalski@example.com again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not try the email to dana.kowalski@example.com again: This email was sent already: resend the signed copy instead.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why the outbox did not load, and loads it on Try again', async () => {
    fakeServer().on(at(listOutbox), noConnection(), onePage([SENT]));
    const user = await openOutbox();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the outbox: The office console needs a connection: nothing was changed.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Outbox' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
