// @vitest-environment jsdom
// The price floors in the office console, over a fake server built from the endpoints' schemas: an admin sets a
// least price for a category of the newest price book beside the largest discount, is told what cannot be read,
// and removes one; a manager only reads them.
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOfficePriceBook, listPriceBooks } from '#api/endpoints/price-book-endpoints';
import { changePriceFloors, getPriceFloors } from '#api/endpoints/price-floor-endpoints';
import type { PriceBookSummary } from '#api/price-book';
import { NO_FLOORS, type PriceFloors } from '#domain/approval/price-floors';
import fixture from '#domain/catalogue/starter-catalogue.json';
import type { WorkScope } from '#domain/contract/model';
import { queryClient } from '../../lib/query-client';
import { renderInRouter, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, at, fakeServer, type FakeServer } from '../../testing/fake-server';
import { PriceFloorsPanel } from './price-floors-panel';

const scopes = fixture as WorkScope[];
const attic = scopes.find((scope) => scope.wsid === 'A1-02')!.category;
const crawlspace = scopes.find((scope) => scope.wsid === 'C1-01')!.category;
const V1: PriceBookSummary = {
  version: 1,
  effectiveOn: '2026-11-01',
  publishedAt: '2026-10-30T15:00:00.000Z',
  publishedBy: null,
  source: 'cli',
  note: '',
  scopeCount: 61,
  calculationCount: 77,
  sha256: 'a'.repeat(64),
};

function serverWith(floors: PriceFloors): FakeServer {
  return fakeServer()
    .on(at(getPriceFloors), answer(getPriceFloors, 200, { floors, updatedAt: null }))
    .on(at(listPriceBooks), answer(listPriceBooks, 200, { versions: [V1], today: '2026-11-28' }))
    .on(at(getOfficePriceBook, { version: 1 }), answer(getOfficePriceBook, 200, { version: V1, scopes }));
}

beforeEach(() => {
  resetStores();
  window.localStorage.clear();
  setOnline(true);
});
afterEach(cleanup);

async function openFloors(role: 'admin' | 'manager' = 'admin') {
  signInAs({ role });
  const user = userEvent.setup();
  renderInRouter(
    <QueryClientProvider client={queryClient()}>
      <PriceFloorsPanel role={role} />
    </QueryClientProvider>,
    '/admin/approvals',
  );
  await screen.findByRole('heading', { name: 'Price floors' });
  return user;
}

const agents = () => screen.getByRole('group', { name: 'Agents: least price of a category' });

describe('the price floors in the office console', () => {
  it('sets a least price for a category of the price book, read to the cent, beside the largest discount', async () => {
    const server = serverWith(NO_FLOORS);
    server.on(at(changePriceFloors), answer(changePriceFloors, 200, { floors: NO_FLOORS, changed: true }));
    const user = await openFloors();
    await user.type(await screen.findByLabelText('Agents: largest discount (%)'), '10');
    await user.click(within(agents()).getByRole('button', { name: 'Add a least price for agents' }));
    await user.selectOptions(within(agents()).getByLabelText('Category'), attic.name);
    await user.type(within(agents()).getByLabelText('Least price ($)'), '$2,500.50');
    await user.click(screen.getByRole('button', { name: 'Save the price floors' }));

    expect(await screen.findByText('Saved. Tablets check these floors from their next sync.')).toBeVisible();
    const sent = JSON.parse(server.to(at(changePriceFloors))[0]!.body!) as PriceFloors;
    expect(sent.agent).toEqual({
      maxDiscountPercent: 10,
      categoryMinimums: [{ categoryId: attic.id, name: attic.name, minimumCents: 250050 }],
    });
    expect(sent.manager).toEqual(NO_FLOORS.manager);
  });

  it('says what cannot be read and sends nothing: no category, a price of $0, one category twice', async () => {
    const server = serverWith(NO_FLOORS);
    const user = await openFloors();
    await screen.findByLabelText('Agents: largest discount (%)');
    const add = await within(agents()).findByRole('button', { name: 'Add a least price for agents' });
    await user.click(add);
    const save = screen.getByRole('button', { name: 'Save the price floors' });
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Agents: choose the category of each minimum price.');

    await user.selectOptions(within(agents()).getByLabelText('Category'), attic.name);
    await user.type(within(agents()).getByLabelText('Least price ($)'), '0');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Agents: the least price of ${attic.name} is an amount above $0.`,
    );

    await user.clear(within(agents()).getByLabelText('Least price ($)'));
    await user.type(within(agents()).getByLabelText('Least price ($)'), '2500');
    await user.click(add);
    const [, second] = within(agents()).getAllByLabelText('Category');
    await user.selectOptions(second!, attic.name);
    await user.type(within(agents()).getAllByLabelText('Least price ($)')[1]!, '3000');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(`Agents: ${attic.name} has one minimum price.`);
    expect(server.to(at(changePriceFloors))).toHaveLength(0);
  });

  it('shows the minimums set, removes one, and keeps the others', async () => {
    const floors: PriceFloors = {
      ...NO_FLOORS,
      agent: {
        maxDiscountPercent: 10,
        categoryMinimums: [
          { categoryId: attic.id, name: attic.name, minimumCents: 250000 },
          { categoryId: crawlspace.id, name: crawlspace.name, minimumCents: 400000 },
        ],
      },
    };
    const server = serverWith(floors);
    server.on(at(changePriceFloors), answer(changePriceFloors, 200, { floors, changed: true }));
    const user = await openFloors();
    expect(
      await screen.findByText(
        `10% of the total; ${attic.name} at least $2,500.00; ${crawlspace.name} at least $4,000.00`,
      ),
    ).toBeVisible();
    expect(
      within(agents())
        .getAllByLabelText('Least price ($)')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['2500.00', '4000.00']);
    await user.click(
      within(agents()).getByRole('button', { name: `Remove the least price of ${attic.name} for agents` }),
    );
    await user.click(screen.getByRole('button', { name: 'Save the price floors' }));
    await screen.findByText('Saved. Tablets check these floors from their next sync.');
    const sent = JSON.parse(server.to(at(changePriceFloors))[0]!.body!) as PriceFloors;
    expect(sent.agent.categoryMinimums).toEqual([
      { categoryId: crawlspace.id, name: crawlspace.name, minimumCents: 400000 },
    ]);
  });

  it('lets a manager read the floors, not change them', async () => {
    serverWith(NO_FLOORS);
    await openFloors('manager');
    expect(await screen.findByText('Only an admin changes them.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save the price floors' })).toBeNull();
  });
});
