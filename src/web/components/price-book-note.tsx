// What the agent is told of the price book (docs/decisions/047-price-book-versions.md): the one this tablet quotes
// from, and a new one due, which the tablet already holds and takes on that day by itself, offline too.
import { longDay } from '#domain/format/date-format';
import { useCatalogueStore } from '../sync/catalogue-download';

/** 'New prices from Monday, November 30, 2026 …' while a version is due; nothing otherwise. */
export function PriceBookDueNote() {
  const next = useCatalogueStore((state) => state.next);
  if (!next) return null;
  return (
    <div className="alert alert-info" role="note">
      <strong>New prices from {longDay(next.effectiveOn)}.</strong> Price book {next.version} is on this tablet and
      takes over by itself that day, with or without a connection. Contracts you have priced keep their prices.
      {next.note ? ` The office says: ${next.note}` : ''}
    </div>
  );
}

/** 'Price book 2, in effect since Friday, November 27, 2026.' */
export function PriceBookInEffect() {
  const priceBook = useCatalogueStore((state) => state.priceBook);
  if (!priceBook) return null;
  return (
    <p className="mb-1 text-body-secondary">
      Prices: price book {priceBook.version}, in effect since {longDay(priceBook.effectiveOn)}.
    </p>
  );
}
