// @vitest-environment jsdom
// The price book in the office console, over a fake server built from the endpoints' schemas: the versions with the
// one in effect and the one due; an admin raises a category by 5% and one rate by hand, sees each change, and
// publishes for tomorrow; edits not yet published survive leaving the page; a colleague's newer version is said.
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOfficePriceBook, listPriceBooks, publishPriceBook } from '#api/endpoints/price-book-endpoints';
import type { PriceBookSummary, PublishPriceBook } from '#api/price-book';
import fixture from '#domain/catalogue/starter-catalogue.json';
import type { WorkScope } from '#domain/contract/model';
import { queryClient } from '../../lib/query-client';
import { renderInRouter, resetStores, setOnline, signInAs } from '../../testing/app';
import { answer, apiError, at, fakeServer, type FakeServer } from '../../testing/fake-server';
import { PriceBookScreen } from './price-book-screen';

const scopes = fixture as WorkScope[];
const V1: PriceBookSummary = {
  version: 1,
  effectiveOn: '2026-11-01',
  publishedAt: '2026-10-30T15:00:00.000Z',
  publishedBy: null,
  source: 'cli',
  note: 'Imported from catalogue.json',
  scopeCount: 61,
  calculationCount: 77,
  sha256: 'a'.repeat(64),
};
/** The server's day, UTC: already the 28th while the office's evening of the 27th goes on. */
const SERVER_UTC_DAY = '2026-11-28';

function serverWith(versions: PriceBookSummary[]): FakeServer {
  return fakeServer()
    .on(at(listPriceBooks), answer(listPriceBooks, 200, { versions, today: SERVER_UTC_DAY }))
    .on(at(getOfficePriceBook, { version: 1 }), answer(getOfficePriceBook, 200, { version: V1, scopes }));
}

beforeEach(() => {
  // The office's calendar: late on the 27th in the browser's zone (the server's UTC day may be the 28th already).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 21, 30) });
  resetStores();
  window.localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openPriceBook(role: 'admin' | 'manager' = 'admin') {
  signInAs({ role });
  const user = userEvent.setup();
  const view = renderInRouter(
    <QueryClientProvider client={queryClient()}>
      <PriceBookScreen role={role} />
    </QueryClientProvider>,
    '/admin/price-book',
  );
  await screen.findByRole('table', { name: 'Price books' });
  return { user, view };
}

const rateField = (name: RegExp) => screen.getByRole('textbox', { name });

/** The editor, on the category of scopes A1-01 to A1-08. */
async function atticInsulation(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Publish price book 2' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Attic Insulation');
}

describe('the price book in the office console', () => {
  it('lists each version with the day tablets use it from and which is in effect; a manager only reads', async () => {
    const due: PriceBookSummary = {
      ...V1,
      version: 2,
      effectiveOn: '2026-11-30',
      publishedBy: 'Ada Admin',
      source: 'console',
      note: 'Winter',
    };
    serverWith([due, V1]).on(
      at(getOfficePriceBook, { version: 2 }),
      answer(getOfficePriceBook, 200, { version: due, scopes }),
    );
    await openPriceBook('manager');
    const rows = within(screen.getByRole('table', { name: 'Price books' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2Monday, November 30, 2026Due');
    expect(rows[1]).toHaveTextContent('Ada Admin');
    expect(rows[2]).toHaveTextContent('1Sunday, November 1, 2026In effect');
    expect(rows[2]).toHaveTextContent('admin command line');
    expect(screen.getByText(/Only an admin publishes a new version/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Publish price book/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export price book 2' })).toBeVisible();
  });

  it('says Due for a version from tomorrow by the office’s calendar, though the server’s UTC day has come', async () => {
    const tomorrow: PriceBookSummary = { ...V1, version: 2, effectiveOn: '2026-11-28', note: 'Attic up 5%' };
    serverWith([tomorrow, V1]).on(
      at(getOfficePriceBook, { version: 2 }),
      answer(getOfficePriceBook, 200, { version: tomorrow, scopes }),
    );
    await openPriceBook();
    const rows = within(screen.getByRole('table', { name: 'Price books' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2Saturday, November 28, 2026Due');
    expect(rows[2]).toHaveTextContent('1Sunday, November 1, 2026In effect');
    expect(await screen.findByLabelText('Tablets use it from')).toHaveValue('2026-11-28');
  });

  it('raises a category by 5% and a rate by hand, lists every change, and publishes for tomorrow', async () => {
    const server = serverWith([V1]);
    server.on(
      at(publishPriceBook),
      answer(publishPriceBook, 201, {
        version: { ...V1, version: 2, effectiveOn: '2026-11-28', publishedBy: 'Ada Admin', source: 'console' },
      }),
    );
    const { user } = await openPriceBook();
    const publish = await screen.findByRole('button', { name: 'Publish price book 2' });
    expect(publish).toBeDisabled();
    expect(screen.getByText('No changes yet from price book 1.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Category'), 'Attic Insulation');
    await user.type(screen.getByLabelText('Change every rate of Attic Insulation by'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(rateField(/New rate of #A1-01 Blown cellulose to R-38/)).toHaveValue('1.47');

    const field = rateField(/New rate of #A1-03 Blown cellulose to R-60/);
    await user.clear(field);
    await user.type(field, '2.25{Enter}');

    const changes = screen.getByRole('table', { name: 'Rates that change' });
    const a101 = within(changes).getByRole('row', { name: /#A1-01/ });
    expect(a101).toHaveTextContent('$1.40$1.47+5.0%');
    expect(within(changes).getByRole('row', { name: /#A1-03/ })).toHaveTextContent('$2.00$2.25+12.5%');
    expect(screen.getByRole('heading', { name: /Changes from price book 1: 10 rates/ })).toBeVisible();

    expect(screen.getByLabelText('Tablets use it from')).toHaveValue('2026-11-28');
    expect(screen.getByText('Saturday, November 28, 2026, from midnight on each tablet.')).toBeVisible();
    await user.type(screen.getByLabelText('Note for the office and the agents'), 'Attic insulation up 5%');
    await user.click(publish);

    expect(
      await screen.findByText(
        /Price book 2 is published\. Tablets take it at their next sync and use it from Saturday, November 28, 2026/,
      ),
    ).toBeVisible();
    const sent = JSON.parse(server.to(at(publishPriceBook))[0]!.body!) as PublishPriceBook;
    expect(sent).toMatchObject({ baseVersion: 1, effectiveOn: '2026-11-28', note: 'Attic insulation up 5%' });
    const rate = (id: number) => sent.scopes.flatMap((s) => s.calculations).find((c) => c.id === id)?.rate;
    expect([rate(1001), rate(1003), rate(1007)]).toEqual([1.47, 2.25, 1.94]);
    expect(window.localStorage.getItem('contract-builder:price-book-draft')).toBeNull();
  });

  it('keeps edits not yet published when the page is left, and refuses a rate that is not dollars', async () => {
    serverWith([V1]);
    const first = await openPriceBook();
    await atticInsulation(first.user);
    const field = rateField(/New rate of #A1-01 Blown cellulose to R-38/);
    await first.user.clear(field);
    await first.user.type(field, '1.55{Enter}');
    first.view.unmount();

    const again = await openPriceBook();
    await atticInsulation(again.user);
    expect(screen.getByText(/Your changes not yet published are back/)).toBeVisible();
    expect(rateField(/New rate of #A1-01 Blown cellulose to R-38/)).toHaveValue('1.55');

    const other = rateField(/New rate of #A1-02/);
    await again.user.clear(other);
    await again.user.type(other, 'cheap{Enter}');
    expect(screen.getByText('A number of dollars, 0 or more.')).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Publish price book 2' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some rates are not numbers of dollars: correct them first.');

    await again.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('No changes yet from price book 1.')).toBeVisible();
  });

  it('says so when a colleague published first, and keeps the edits', async () => {
    serverWith([V1]).on(
      at(publishPriceBook),
      apiError(409, 'CONFLICT', 'Price book 2 was published since these edits began: open it and make them again.'),
    );
    const { user } = await openPriceBook();
    await atticInsulation(user);
    const field = rateField(/New rate of #A1-01 Blown cellulose to R-38/);
    await user.clear(field);
    await user.type(field, '1.50{Enter}');
    await user.click(screen.getByRole('button', { name: 'Publish price book 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Price book 2 was published since these edits began');
    expect(rateField(/New rate of #A1-01 Blown cellulose to R-38/)).toHaveValue('1.50');
  });
});
