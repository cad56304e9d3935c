// @vitest-environment jsdom
// The installer's receipt form (decision 066): areas start from the contract's loose-fill projects at the label's
// bags; a count below the label, a missing name or signature keep it from being signed; areas are added and removed.
// A kept receipt says whether the office has it and whether the customer was emailed (decision 067).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addGoal } from '#domain/contract/edits';
import { receiptArea } from '#domain/insulation/installer-receipt';
import { catalogue, newContract, scope, sequentialIds, withProject } from '#domain/testing/builders';
import { saveInstallerReceipt, saveReceiptKept } from '#web/storage/receipt-storage';
import { notifySignedReceipt } from '#web/sync/contract-sync-events';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { resetWebState } from '#web/testing/web-state';
import { InstallerReceipts } from './installer-receipts';

// The canvas of the signature box is not in jsdom: a button stands for a stroke drawn.
vi.mock('../sign-step/signature-pad', () => ({
  SignaturePadBox: ({ label, onChange }: { label: string; onChange: (drawn: unknown) => void }) => (
    <button type="button" onClick={() => onChange({ strokes: [{ points: [] }], image: '' })}>
      Draw in {label}
    </button>
  ),
}));

const PRODUCT = 'CertainTeed InsulSafe SP';
const PROJECT = 'Blown Fiberglass Attic Insulation to R-60';

function contract() {
  const ids = sequentialIds();
  const start = addGoal(newContract(ids), 'goal');
  return withProject(
    withProject(start, 0, { wsid: 'A1-05', lines: [[1500, 1]] }, ids),
    0,
    { wsid: 'A1-01', lines: [[1, 1]] },
    ids,
  );
}

beforeEach(() => {
  resetWebState();
  useCatalogueStore.setState({ scopes: catalogue, loaded: true });
});
afterEach(() => {
  cleanup();
  useCatalogueStore.setState({ scopes: null });
});

async function openForm() {
  const user = userEvent.setup();
  render(<InstallerReceipts contract={contract()} />);
  await user.click(screen.getByRole('button', { name: 'Fill in the installer’s receipt' }));
  return user;
}

const before = () => screen.queryByRole('list', { name: 'Before the installer signs' });

describe('the installer’s receipt form', () => {
  it('says which cellulose work has no label chart and who adds one, where that is all the loose-fill sold', async () => {
    const user = userEvent.setup();
    const ids = sequentialIds('cellulose');
    const cellulose = withProject(addGoal(newContract(ids), 'goal'), 0, { wsid: 'A1-02', lines: [[1200, 1]] }, ids);
    render(<InstallerReceipts contract={cellulose} />);
    await user.click(screen.getByRole('button', { name: 'Fill in the installer’s receipt' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Blown Cellulose Attic Insulation to R-49 is loose-fill with no label chart in the price book, so there is no ' +
        'receipt to fill in yet: the office adds the chart on the console’s Price book screen',
    );
  });

  it('starts from the fiberglass project at the R its name gives, with the label’s bags', async () => {
    await openForm();
    const areas = screen.getAllByRole('group');
    expect(areas).toHaveLength(1);
    const main = screen.getByRole('group', { name: PROJECT });
    expect(within(main).getByRole('textbox', { name: 'Coverage area (sq ft)' })).toHaveValue('1500');
    expect(within(main).getByRole('textbox', { name: 'R-value needed' })).toHaveValue('60');
    // 1,500 x 31.4 / 1,000 = 47.1: 48 bags.
    expect(within(main).getByRole('textbox', { name: 'Bags installed' })).toHaveValue('48');
    expect(within(main).getByRole('status')).toHaveTextContent('Label row R-60: installed 22 in., settled 22 in.');
  });

  it('is signed only with the label’s bags, the installer’s name and signature', async () => {
    const user = await openForm();
    const sign = screen.getByRole('button', { name: 'Sign the receipt' });
    expect(sign).toBeDisabled();
    expect(before()).toHaveTextContent('The installer signs with their name.');
    expect(before()).toHaveTextContent('The installer signs in the box.');
    const bags = screen.getByRole('textbox', { name: 'Bags installed' });
    await user.clear(bags);
    await user.type(bags, '40');
    expect(before()).toHaveTextContent(
      `${PROJECT}: the label asks for at least 48 bags for 1,500 sq ft at R-60; with 40 the area does not reach it.`,
    );
    await user.clear(bags);
    await user.type(bags, '50');
    await user.type(screen.getByRole('textbox', { name: 'Installer’s name' }), 'Marco Ruiz');
    await user.click(screen.getByRole('button', { name: 'Draw in Installer’s signature, drawn' }));
    expect(before()).not.toBeInTheDocument();
    expect(sign).toBeEnabled();
  });

  it('adds an area of a product quoted, asks for its figures, and removes it', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: `Add an area of ${PRODUCT}` }));
    const added = screen.getByRole('group', { name: 'New area' });
    expect(before()).toHaveTextContent('An area: its figures do not read a row of the label yet.');
    await user.type(within(added).getByRole('textbox', { name: 'Area of the house' }), 'Garage attic');
    const garage = screen.getByRole('group', { name: 'Garage attic' });
    await user.type(within(garage).getByRole('textbox', { name: 'Coverage area (sq ft)' }), '400');
    await user.type(within(garage).getByRole('textbox', { name: 'R-value needed' }), '38');
    await user.type(within(garage).getByRole('textbox', { name: 'Bags installed' }), '8');
    expect(within(garage).getByRole('status')).toHaveTextContent(
      'Label row R-38: installed 14.5 in., settled 14.5 in.',
    );
    expect(before()).not.toHaveTextContent('Garage attic');
    await user.click(screen.getByRole('button', { name: 'Remove Garage attic' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });
});

describe('a receipt kept on the tablet', () => {
  it('says it goes to the office at the next sync, then that the office has it and the customer was emailed', async () => {
    const sale = contract();
    const receipt = {
      ContractId: sale.ContractId,
      InstalledOn: '2026-12-03',
      Areas: [receiptArea('Main attic', scope('A1-05').chart!, 1500, 60)!],
      Installer: { Name: 'Marco Ruiz', Method: 'typed' as const, Strokes: [], SignedAt: '2026-12-03T21:15:00.000Z' },
    };
    const id = await saveInstallerReceipt(receipt, new TextEncoder().encode('%PDF-1.7'));
    render(<InstallerReceipts contract={sale} />);
    expect(await screen.findByText('Kept on this tablet; it goes to the office at the next sync.')).toBeVisible();

    const email = { recipient: 'customer' as const, to: 'maria@example.com', attempts: 1, lastError: null };
    await saveReceiptKept({
      id,
      contractId: sale.ContractId,
      pdfHash: 'a'.repeat(64),
      signedAt: receipt.Installer.SignedAt,
      receivedAt: '2026-12-03T22:00:00.000Z',
      emails: [{ ...email, status: 'sent', sentAt: '2026-12-03T22:00:05.000Z' }],
    });
    notifySignedReceipt(sale.ContractId);
    expect(
      await screen.findByText(/The office has it since .*December 3, 2026.*\. Emailed to maria@example\.com\./),
    ).toBeVisible();
  });
});
