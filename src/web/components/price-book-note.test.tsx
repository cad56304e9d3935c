// @vitest-environment jsdom
// What the agent is told of price books: the one due, from which day, and that the tablet takes it by itself.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCatalogueStore } from '../sync/catalogue-download';
import { resetStores } from '../testing/app';
import { PriceBookDueNote, PriceBookInEffect } from './price-book-note';

beforeEach(resetStores);
afterEach(cleanup);

describe('the price book notes', () => {
  it('say nothing while no version is due', () => {
    useCatalogueStore.setState({ priceBook: null, next: null });
    const { container } = render(
      <>
        <PriceBookDueNote />
        <PriceBookInEffect />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("tell the agent the day new prices come, and the office's note", () => {
    useCatalogueStore.setState({
      priceBook: { version: 1, effectiveOn: '2026-11-01' },
      next: { version: 2, effectiveOn: '2026-11-30', note: 'Attic insulation up 5%.' },
    });
    render(
      <>
        <PriceBookDueNote />
        <PriceBookInEffect />
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'New prices from Monday, November 30, 2026. Price book 2 is on this tablet and takes over by itself that day, ' +
        'with or without a connection. Contracts you have priced keep their prices. The office says: Attic insulation up 5%.',
    );
    expect(screen.getByText('Prices: price book 1, in effect since Sunday, November 1, 2026.')).toBeVisible();
  });
});
