// @vitest-environment jsdom
// The R-value fact sheets on the Review step (decision 065): listed per loose-fill product quoted, shown in a
// dialog with the label's chart, and the first showing kept on the contract.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addGoal } from '#domain/contract/edits';
import { catalogue, newContract, sequentialIds, withProject } from '#domain/testing/builders';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { renderStep } from '#web/testing/builder';
import { ReviewStep } from './review-step';

const PRODUCT = 'CertainTeed InsulSafe SP';

function contractWith(...wsids: string[]) {
  const ids = sequentialIds();
  let contract = addGoal(newContract(ids), 'goal');
  for (const wsid of wsids) contract = withProject(contract, 0, { wsid, lines: [[1500, 1]] }, ids);
  return contract;
}

beforeEach(() => {
  useCatalogueStore.setState({ scopes: catalogue, loaded: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useBuilderStore.setState({ contract: null, loaded: false });
  useCatalogueStore.setState({ scopes: null });
});

describe('the fact sheets on the Review step', () => {
  it('lists the blown fiberglass once for two of its scopes, shows its chart, and records the showing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T16:40:00.000Z') });
    useBuilderStore.setState({ contract: contractWith('A1-04', 'A1-05', 'A1-01'), loaded: true });
    const user = userEvent.setup();
    renderStep('/builder/review', <ReviewStep />);
    const panel = screen.getByRole('region', { name: 'R-value fact sheets' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).getByRole('listitem')).toHaveTextContent(`${PRODUCT}: not shown yet`);

    await user.click(within(panel).getByRole('button', { name: `Show the fact sheet of ${PRODUCT}` }));
    const dialog = await screen.findByRole('dialog', { name: `R-value fact sheet: ${PRODUCT}` });
    const chart = within(dialog).getByRole('table', { name: `Coverage chart of ${PRODUCT}` });
    const r49 = within(chart).getByRole('row', { name: /^R-49 / });
    expect(
      within(r49)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25.2', '39.7', '0.780', '18.5', '18.5']);
    expect(within(chart).getAllByRole('row')[1]).toHaveAccessibleName(/^R-60 /);
    expect(useBuilderStore.getState().contract?.FactSheets).toEqual([
      { Product: PRODUCT, ShownAt: '2026-11-28T16:40:00.000Z' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByRole('listitem')).toHaveTextContent(`${PRODUCT}: shown`);
    await user.click(within(panel).getByRole('button', { name: `Show the fact sheet of ${PRODUCT}` }));
    expect(useBuilderStore.getState().contract?.FactSheets).toHaveLength(1);
  });

  it('shows no panel when nothing quoted is loose-fill', () => {
    useBuilderStore.setState({ contract: contractWith('A1-01', 'A2-01'), loaded: true });
    renderStep('/builder/review', <ReviewStep />);
    expect(screen.queryByRole('region', { name: 'R-value fact sheets' })).not.toBeInTheDocument();
  });
});
