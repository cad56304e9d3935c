// The rates a contract is priced at against the price book each project names (decision 059).
import { describe, expect, it } from 'vitest';
import type { Contract, WorkScope } from '../contract/model';
import { recalculate } from '../contract/totals';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { offBookRates, priceBooksNamed } from './book-rates';
import starter from './starter-catalogue.json';

const BOOK_1 = starter as WorkScope[];
/** Book 2: attic insulation up 5%, A1-02's rate $1.70 -> $1.79. */
const BOOK_2 = BOOK_1.map((scope) =>
  scope.wsid === 'A1-02'
    ? { ...scope, calculations: scope.calculations.map((line) => ({ ...line, rate: 1.79 })) }
    : scope,
);
const books = new Map([
  [1, BOOK_1],
  [2, BOOK_2],
]);

/** Every project priced from `book`; A1-02's rate set to `a102Rate`. */
function pricedFrom(book: number, a102Rate?: number): Contract {
  const contract = handWorkedContract();
  return recalculate({
    ...contract,
    Goals: contract.Goals.map((goal) => ({
      ...goal,
      Projects: goal.Projects.map((project) => ({
        ...project,
        PriceBook: book,
        Calculations: project.Calculations.map((line) =>
          project.Wsid === 'A1-02' && a102Rate !== undefined ? { ...line, Rate: a102Rate } : line,
        ),
      })),
    })),
  });
}

describe('rates against their price book', () => {
  it('finds nothing off in a contract priced from the book it names', () => {
    expect(offBookRates(pricedFrom(1), books)).toEqual([]);
    expect(offBookRates(pricedFrom(2, 1.79), books)).toEqual([]);
    expect(priceBooksNamed(pricedFrom(2, 1.79))).toEqual([2]);
  });

  it('names a rate raised above the book, by one cent too, with the book’s rate', () => {
    expect(offBookRates(pricedFrom(1, 2.5), books)).toEqual([
      { wsid: 'A1-02', line: expect.any(String), rate: 2.5, bookRate: 1.7, priceBook: 1 },
    ]);
    expect(offBookRates(pricedFrom(1, 1.71), books)).toHaveLength(1);
    // Book 2's rate on a project that says book 1 is not book 1's.
    expect(offBookRates(pricedFrom(1, 1.79), books)).toMatchObject([{ rate: 1.79, bookRate: 1.7 }]);
  });

  it('names a line the book does not have', () => {
    const contract = pricedFrom(1);
    const [goal] = contract.Goals;
    const [project] = goal!.Projects;
    const stray = { ...project!, Calculations: [{ ...project!.Calculations[0]!, Id: 999_999, Name: 'Gold leaf' }] };
    const edited = { ...contract, Goals: [{ ...goal!, Projects: [stray] }] };
    expect(offBookRates(edited, books)).toEqual([
      { wsid: 'A1-02', line: 'Gold leaf', rate: 1.7, bookRate: null, priceBook: 1 },
    ]);
  });

  it('does not judge projects from before price books, or a book it does not hold', () => {
    expect(offBookRates(handWorkedContract(), books)).toEqual([]);
    expect(offBookRates(pricedFrom(7, 2.5), books)).toEqual([]);
    expect(priceBooksNamed(handWorkedContract())).toEqual([]);
  });
});
