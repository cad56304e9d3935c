// @vitest-environment jsdom
// The audit log in the office console, over a fake server built from the endpoints' schemas: who did what to what,
// when, before and after, the command line named as such; filtered by action and subject, a page at a time.
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAuditLog } from '#api/endpoints/office-report-endpoints';
import type { AuditEntryRead } from '#api/office-reports';
import { formatDateTime } from '#domain/format/date-format';
import { queryClient } from '../../lib/query-client';
import { renderInRouter, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at, fakeServer, type FakeServer } from '../../testing/fake-server';
import { AuditScreen } from './audit-screen';

const ADA = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ada Office' };
const CANCEL: AuditEntryRead = {
  id: 9,
  at: '2026-11-24T16:30:00.000Z',
  actor: ADA,
  via: 'api',
  action: 'contract.cancel',
  subject: 'contract:K7Q2M9X4B1ZP',
  before: { state: 'emailed' },
  after: { state: 'cancelled' },
};
const RERATE: AuditEntryRead = {
  id: 8,
  at: '2026-11-23T09:15:00.000Z',
  actor: ADA,
  via: 'admin command line',
  action: 'financing.change',
  subject: 'financing:DEL2689',
  before: { code: 'DEL2689', term: 60, apr: 8.99, visible: true },
  after: { code: 'DEL2689', term: 60, apr: 9.49, visible: true },
};
const ACTIONS = ['contract.cancel', 'financing.change', 'user.add'];

const onePage = (entries: AuditEntryRead[], total = entries.length, page = 1) =>
  answer(readAuditLog, 200, { entries, total, page, pageSize: 50, actions: ACTIONS });

/** The query of each read of the log. */
const asked = (server: FakeServer) => server.to(at(readAuditLog)).map((request) => Object.fromEntries(request.query));

beforeEach(() => {
  resetStores();
  setOnline(true);
  signInAs({ role: 'admin' });
});
afterEach(cleanup);

async function openAudit() {
  const user = userEvent.setup();
  renderInRouter(
    <QueryClientProvider client={queryClient()}>
      <AuditScreen />
    </QueryClientProvider>,
    '/admin/audit',
  );
  await screen.findByRole('heading', { level: 2, name: 'Audit log' });
  return user;
}

describe('the audit log in the office console', () => {
  it('shows who did what to what and when, with the values before and after', async () => {
    const server = fakeServer().on(at(readAuditLog), onePage([CANCEL, RERATE]));
    await openAudit();
    expect(screen.getByText(/Nothing here is ever changed or removed\./)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const before = '{"code":"DEL2689","term":60,"apr":8.99,"visible":true}';
    const after = '{"code":"DEL2689","term":60,"apr":9.49,"visible":true}';
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'WhenWhoActionSubjectChange',
      `${formatDateTime(CANCEL.at)}Ada Officecontract.cancelcontract:K7Q2M9X4B1ZP{"state":"emailed"} → {"state":"cancelled"}`,
      `${formatDateTime(RERATE.at)}Ada Office(command line)financing.changefinancing:DEL2689Show${before} → ${after}`,
    ]);
    expect(within(table).getByRole('link', { name: 'contract:K7Q2M9X4B1ZP' })).toHaveAttribute(
      'href',
      '/admin/contracts/K7Q2M9X4B1ZP',
    );
    expect(within(table).getByText('Show').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('2 entries.')).toBeVisible();
    expect(asked(server)).toEqual([{ page: '1' }]);
  });

  it('filters by action and subject on Filter, then pages', async () => {
    const server = fakeServer().on(
      at(readAuditLog),
      onePage([CANCEL, RERATE]),
      onePage([CANCEL], 51),
      onePage([CANCEL], 51, 2),
    );
    const user = await openAudit();
    await screen.findByRole('table', { name: 'Audit log' });
    const action = screen.getByLabelText('Action');
    expect(
      within(action)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', ...ACTIONS]);
    await user.selectOptions(action, 'contract.cancel');
    await user.type(screen.getByLabelText('Subject contains'), 'K7Q2M9X4B1ZP');
    expect(asked(server)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('51 entries.')).toBeVisible();
    expect(asked(server).at(-1)).toEqual({ action: 'contract.cancel', subject: 'K7Q2M9X4B1ZP', page: '1' });

    const pages = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
    expect(asked(server).at(-1)).toEqual({ action: 'contract.cancel', subject: 'K7Q2M9X4B1ZP', page: '2' });
  });

  it('says why the log did not load, and loads it on Try again', async () => {
    fakeServer().on(at(readAuditLog), apiError(403, 'FORBIDDEN', 'Managers and admins only.'), onePage([], 0));
    const user = await openAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the audit log: Managers and admins only.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No entry matches.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
