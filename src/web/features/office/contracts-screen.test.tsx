// @vitest-environment jsdom
// The office's contracts as a manager meets them, over a fake server built from the endpoints' own schemas: the list,
// a search sent as the query, one contract opened with its signed copy and installer's receipt, a resend, a
// cancellation judged against the contract's own deadline, and the week's figures.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getInstallerReceiptPdf,
  getOfficeContract,
  listOfficeContracts,
  recordCancellation,
  resendSignedCopy,
} from '#api/endpoints/office-contract-endpoints';
import { listPeople } from '#api/endpoints/office-endpoints';
import { getWeek } from '#api/endpoints/office-report-endpoints';
import type { OfficeContract, OfficeContractDetail } from '#api/office-contracts';
import { renderRoute, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at } from '../../testing/fake-server';
import { officeServer } from '../../testing/office-server';

const JANE = { id: '00000000-0000-4000-8000-00000000000a', name: 'Jane Agent' };
const HASH = 'a'.repeat(64);
const SIGNED: OfficeContract = {
  contractId: 'K7Q2M9X4B1ZP',
  state: 'emailed',
  description: 'Attic and crawlspace',
  customer: 'Maria Kowalski',
  customerState: 'WI',
  agent: JANE,
  branch: 'Fresno',
  netDue: 7821,
  date: '2026-11-24T15:05:00.000Z',
  syncedAt: '2026-11-24T15:10:00.000Z',
  signedAt: '2026-11-24T15:05:00.000Z',
};
const DRAFT: OfficeContract = {
  ...SIGNED,
  contractId: 'DRAFT1XXXXXX',
  state: 'draft',
  customer: 'Sam Lee',
  netDue: 1234.5,
  signedAt: null,
};
const DETAIL: OfficeContractDetail = {
  contract: SIGNED,
  versions: [
    {
      version: 1,
      pushedAt: '2026-11-24T15:10:00.000Z',
      pushedBy: { id: JANE.id, name: 'Jane Agent', email: 'jane@example.com' },
      device: 'iPad',
    },
  ],
  signed: [
    {
      contentHash: HASH,
      pdfHash: 'b'.repeat(64),
      signedAt: '2026-11-24T15:05:00.000Z',
      receivedAt: '2026-11-24T15:11:00.000Z',
      pdfIntact: true,
      pdfBytes: 150_000,
      customerEmail: 'maria@example.com',
      emails: [
        {
          recipient: 'customer',
          to: 'maria@example.com',
          status: 'sent',
          sentAt: '2026-11-24T15:12:00.000Z',
          attempts: 1,
          lastError: null,
        },
      ],
    },
  ],
  installerReceipts: [
    {
      pdfHash: 'c'.repeat(64),
      installedOn: '2026-12-03',
      installer: 'Marco Ruiz',
      areas: ['Main attic', 'Garage attic'],
      signedAt: '2026-12-03T21:15:00.000Z',
      receivedAt: '2026-12-03T22:00:00.000Z',
      pdfIntact: true,
      emails: [
        {
          recipient: 'customer',
          to: 'maria@example.com',
          status: 'failed',
          sentAt: null,
          attempts: 10,
          lastError: 'mailbox full',
        },
      ],
    },
  ],
  flags: [],
  cancellation: null,
  priceBooks: [3],
  options: [
    { name: 'Good', netDue: 7321, current: false },
    { name: 'Better', netDue: 7821, current: true },
  ],
};

beforeEach(() => {
  resetStores();
  setOnline(true);
  signInAs({ role: 'manager' });
});
afterEach(cleanup);

async function open(path: string) {
  const user = userEvent.setup();
  renderRoute(path);
  // The console is a lazy chunk: its first load in a test file transforms all of it.
  await screen.findByRole('heading', { level: 1, name: 'Office console' }, { timeout: 10_000 });
  return user;
}

const withPeople = () => officeServer().on(at(listPeople), answer(listPeople, 200, { people: [] }));

/** The signed contract open, its copy resent when asked (the server answers where it goes). */
const withSignedCopyToResend = () =>
  withPeople()
    .on(at(getOfficeContract, { contractId: SIGNED.contractId }), answer(getOfficeContract, 200, DETAIL))
    .on(
      at(resendSignedCopy, { contractId: SIGNED.contractId, contentHash: HASH }),
      answer(resendSignedCopy, 201, {
        contractId: SIGNED.contractId,
        queued: {
          recipient: 'customer',
          to: 'maria.k@example.org',
          status: 'waiting',
          sentAt: null,
          attempts: 0,
          lastError: null,
        },
      }),
    );

describe("the office's contracts", () => {
  it('lists every contract with its state and net due, and sends a search as the query', async () => {
    const server = withPeople().on(
      at(listOfficeContracts),
      answer(listOfficeContracts, 200, { contracts: [SIGNED, DRAFT], total: 2, page: 1, pageSize: 25 }),
    );
    const user = await open('/admin/contracts');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Signed and emailed',
      'Draft',
    ]);
    expect(within(rows[0]!).getByText('$7,821.00')).toBeVisible();
    expect(within(rows[1]!).getByText('$1,234.50')).toBeVisible();
    expect(within(rows[1]!).getByText('Not signed')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: 'K7Q2M9X4B1ZP' })).toHaveAttribute(
      'href',
      '/admin/contracts/K7Q2M9X4B1ZP',
    );

    await user.type(screen.getByLabelText('Customer, description or ContractId'), 'kowal');
    await user.selectOptions(screen.getByLabelText('State'), 'Cancelled');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('2 contracts.');
    const last = server.to(`GET /api/admin/contracts`).at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ q: 'kowal', state: 'cancelled', page: '1' });
  });

  it("opens a contract with its signed copy checked again, and resends it to the customer's own address", async () => {
    const server = withSignedCopyToResend();
    const user = await open(`/admin/contracts/${SIGNED.contractId}`);
    const copy = await screen.findByRole('article', { name: 'Signed copy 1' });
    expect(screen.getByText('price book 3')).toBeVisible();
    // The options shown to the customer: the one chosen and the one not (decision 056).
    expect(screen.getByText('Good $7,321.00 (not chosen); Better $7,821.00 (chosen)')).toBeVisible();
    expect(within(copy).getByText('The PDF was checked again: it is the one that arrived.')).toBeVisible();
    expect(within(copy).getByText(/To the customer at maria@example.com: sent/)).toBeVisible();
    // A manager resends to the customer's own address only (decision 076).
    expect(within(copy).getByText("Resending goes to the customer's own address, maria@example.com.")).toBeVisible();
    expect(within(copy).queryByLabelText("Send the customer's copy again to")).toBeNull();
    await user.click(within(copy).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The signed copy is on its way to maria.k@example.org.')).toBeVisible();
    const sent = server.to(`POST /api/admin/contracts/${SIGNED.contractId}/signed/${HASH}/resend`);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({});
  });

  it('lets an admin resend to another address only with a reason', async () => {
    signInAs({ role: 'admin' });
    const server = withSignedCopyToResend();
    const user = await open(`/admin/contracts/${SIGNED.contractId}`);
    const copy = await screen.findByRole('article', { name: 'Signed copy 1' });
    expect(within(copy).getByText(/Left empty, it goes to maria@example.com\./)).toBeVisible();
    await user.type(within(copy).getByLabelText("Send the customer's copy again to"), 'maria.k@example.org');
    await user.click(within(copy).getByRole('button', { name: 'Resend' }));
    expect(await within(copy).findByRole('alert')).toHaveTextContent('Say why the copy goes to another address');
    const path = `POST /api/admin/contracts/${SIGNED.contractId}/signed/${HASH}/resend`;
    expect(server.to(path)).toEqual([]);
    await user.type(within(copy).getByLabelText('Why, for another address'), 'Her new email, asked by phone.');
    await user.click(within(copy).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The signed copy is on its way to maria.k@example.org.')).toBeVisible();
    expect(JSON.parse(server.to(path)[0]?.body ?? '{}')).toEqual({
      to: 'maria.k@example.org',
      reason: 'Her new email, asked by phone.',
    });
  });

  it("opens a contract with its installer's receipt, its areas and email, and says why its PDF is not given", async () => {
    const pdfCall = at(getInstallerReceiptPdf, { contractId: SIGNED.contractId, pdfHash: 'c'.repeat(64) });
    const server = withPeople()
      .on(at(getOfficeContract, { contractId: SIGNED.contractId }), answer(getOfficeContract, 200, DETAIL))
      .on(
        pdfCall,
        apiError(
          409,
          'PDF_ALTERED',
          'This receipt’s PDF no longer matches the hash recorded when it arrived: it is not sent. Tell your IT person.',
        ),
      );
    const user = await open(`/admin/contracts/${SIGNED.contractId}`);
    const receipt = await screen.findByRole('article', { name: 'Installer’s receipt of 2026-12-03' });
    expect(within(receipt).getByText(/Signed by Marco Ruiz .* Areas: Main attic, Garage attic\./)).toBeVisible();
    expect(
      within(receipt).getByText('To the customer at maria@example.com: failed (last error: mailbox full)'),
    ).toBeVisible();
    await user.click(within(receipt).getByRole('button', { name: 'Download the receipt of 2026-12-03' }));
    expect(await within(receipt).findByText(/no longer matches the hash recorded/)).toBeVisible();
    expect(server.to(pdfCall)).toHaveLength(1);
  });

  it('records a cancellation and says whether it came by the deadline the contract stated; a second is refused', async () => {
    const cancellation = {
      noticeDate: '2026-11-28',
      noticeBy: 'mail' as const,
      deadline: '2026-11-28',
      withinDeadline: true,
      note: '',
      recordedAt: '2026-11-30T16:00:00.000Z',
      recordedBy: 'Maria Manager',
    };
    const server = withPeople()
      .on(at(getOfficeContract, { contractId: SIGNED.contractId }), answer(getOfficeContract, 200, DETAIL))
      .on(
        at(recordCancellation, { contractId: SIGNED.contractId }),
        answer(recordCancellation, 201, { contractId: SIGNED.contractId, cancellation }),
        apiError(409, 'CANCELLED_ALREADY', 'This contract’s cancellation was recorded already.'),
      );
    const user = await open(`/admin/contracts/${SIGNED.contractId}`);
    const form = await screen.findByRole('form', { name: 'Record a cancellation' });
    await user.click(within(form).getByRole('button', { name: 'Record the cancellation' }));
    expect(server.to(`POST /api/admin/contracts/${SIGNED.contractId}/cancellation`)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Date of the notice'), '2026-11-28');
    await user.click(within(form).getByRole('button', { name: 'Record the cancellation' }));
    expect(
      await screen.findByText(
        'Cancellation recorded. Within the deadline: the contract stated Saturday, November 28, 2026 as the last day to cancel.',
      ),
    ).toBeVisible();
    const sent = server.to(`POST /api/admin/contracts/${SIGNED.contractId}/cancellation`)[0];
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ noticeDate: '2026-11-28', noticeBy: 'mail', note: '' });

    // Another manager recorded it meanwhile: the server's words are shown, nothing else changes.
    await user.click(within(form).getByRole('button', { name: 'Record the cancellation' }));
    expect(await within(screen.getByRole('alert')).findByText(/was recorded already/)).toBeVisible();
  });

  it("shows the week's figures per agent and per branch to the cent", async () => {
    const sam = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Sam Ortiz' };
    withPeople().on(
      at(getWeek),
      answer(getWeek, 200, {
        start: '2026-11-23',
        end: '2026-11-30',
        agents: [
          { agent: JANE, branch: 'Fresno', saved: 3, signed: 2, signedTotal: 15642, averageTicket: 7821, cancelled: 1 },
          { agent: sam, branch: null, saved: 1, signed: 1, signedTotal: 2040.5, averageTicket: 2040.5, cancelled: 0 },
        ],
        branches: [
          { branch: 'Fresno', saved: 3, signed: 2, signedTotal: 15642, averageTicket: 7821, cancelled: 1 },
          { branch: null, saved: 1, signed: 1, signedTotal: 2040.5, averageTicket: 2040.5, cancelled: 0 },
        ],
        totals: { saved: 4, signed: 3, signedTotal: 17682.5, averageTicket: 5894.17, cancelled: 1 },
      }),
    );
    await open('/admin/week');
    const table = await screen.findByRole('table', { name: 'The week per agent' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'AgentSavedSignedSoldAverage ticketCancelled',
      'Jane Agent32$15,642.00$7,821.001',
      'Sam Ortiz11$2,040.50$2,040.500',
      'Everyone43$17,682.50$5,894.171',
    ]);
    const branches = screen.getByRole('table', { name: 'The week per branch' });
    expect(
      within(branches)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'BranchSavedSignedSoldAverage ticketCancelled',
      'Fresno32$15,642.00$7,821.001',
      'No branch11$2,040.50$2,040.500',
      'Everyone43$17,682.50$5,894.171',
    ]);
    expect(screen.getByText('Monday, November 23, 2026 to Sunday, November 29, 2026')).toBeVisible();
  });
});
