// The price before any discount stands on rates the company really offered (docs/decisions/059-honest-offers.md):
// every line of a project priced from a price book carries that book's rate for it, to the cent.
import type { Contract, WorkScope } from '../contract/model';
import { toCents } from '../money';

/** A line whose rate is not its price book's. */
export interface OffBookRate {
  wsid: string;
  line: string;
  rate: number;
  /** The book's rate; null when the book has no such line. */
  bookRate: number | null;
  priceBook: number;
}

/**
 * Every line of the contract whose rate differs from the price book its
 * project names. Projects from before price books name none and are not
 * judged; neither are those naming a book `books` does not hold.
 */
export function offBookRates(contract: Contract, books: ReadonlyMap<number, readonly WorkScope[]>): OffBookRate[] {
  const off: OffBookRate[] = [];
  for (const goal of contract.Goals)
    for (const project of goal.Projects) {
      if (project.PriceBook === undefined) continue;
      const scopes = books.get(project.PriceBook);
      if (!scopes) continue;
      const scope = scopes.find((candidate) => candidate.id === project.Id);
      for (const line of project.Calculations) {
        const booked = scope?.calculations.find((calculation) => calculation.id === line.Id);
        if (booked && toCents(booked.rate) === toCents(line.Rate)) continue;
        off.push({
          wsid: project.Wsid,
          line: line.Name,
          rate: line.Rate,
          bookRate: booked?.rate ?? null,
          priceBook: project.PriceBook,
        });
      }
    }
  return off;
}

/** The price-book versions the contract's projects name, each once. */
export function priceBooksNamed(contract: Contract): number[] {
  const named = contract.Goals.flatMap((goal) => goal.Projects.map((project) => project.PriceBook));
  return [...new Set(named.filter((version): version is number => version !== undefined))];
}
