// The Cloud Contracts pager (docs/product-rules.md#formats): 'Viewing X - Y of N Contracts' and the page links. The
// links follow react-paginate (pageRangeDisplayed 4, marginPagesDisplayed 1), as the original did, so agents see the
// same numbers: page 6 of 12 shows 1 … 4 5 6 7 8 … 12, and a break that would hide a single page shows that page.
import { formatCount } from './money-format';

export const PAGE_BREAK = '…';

/** A page number (1-based) or a break. */
export type PageItem = number | typeof PAGE_BREAK;

export interface PageNumbersOptions {
  /** react-paginate's pageRangeDisplayed. */
  shown?: number;
  /** react-paginate's marginPagesDisplayed. */
  margin?: number;
}

function wholeAtLeast(value: number, least: number): number {
  return Number.isFinite(value) ? Math.max(least, Math.floor(value)) : least;
}

/** How many pages `total` results make; 0 for none. */
export function pageCountOf(total: number, pageSize: number): number {
  const size = wholeAtLeast(pageSize, 1);
  return Math.ceil(wholeAtLeast(total, 0) / size);
}

/**
 * 'Viewing 11 - 20 of 37 Contracts'. No results read 'Viewing 0 - 0 of 0
 * Contracts' (the pager has no links then). A page past the last one reads
 * as the last one. When the cloud stopped counting (`capped`), `total` is how
 * many it counted: 'Viewing 1 - 10 of more than 100 Contracts'
 * (docs/decisions/033-search-at-a-million-contracts.md).
 */
export function pagerText(page: number, pageSize: number, total: number, capped = false): string {
  const size = wholeAtLeast(pageSize, 1);
  const count = wholeAtLeast(total, 0);
  if (count === 0) return 'Viewing 0 - 0 of 0 Contracts';
  const current = Math.min(wholeAtLeast(page, 1), pageCountOf(count, size));
  const first = (current - 1) * size + 1;
  const last = Math.min(current * size, count);
  return `Viewing ${formatCount(first)} - ${formatCount(last)} of ${capped ? 'more than ' : ''}${formatCount(count)} Contracts`;
}

/** The page links to show for page `current` (1-based) of `pageCount`. */
export function pageNumbers(current: number, pageCount: number, options: PageNumbersOptions = {}): PageItem[] {
  const count = wholeAtLeast(pageCount, 0);
  const range = wholeAtLeast(options.shown ?? 4, 0);
  const margin = wholeAtLeast(options.margin ?? 1, 0);
  if (count === 0) return [];
  const selected = Math.min(wholeAtLeast(current, 1), count) - 1;
  if (count <= range) return Array.from({ length: count }, (_, index) => index + 1);

  let leftSide = range / 2;
  let rightSide = range - leftSide;
  if (selected > count - range / 2) {
    rightSide = count - selected;
    leftSide = range - rightSide;
  } else if (selected < range / 2) {
    leftSide = selected;
    rightSide = range - leftSide;
  }
  // On the first page the range does not reach one page further right.
  const right = selected === 0 && range > 1 ? rightSide - 1 : rightSide;

  const items: { page: number; isBreak: boolean }[] = [];
  for (let index = 0; index < count; index++) {
    const page = index + 1;
    const inMargin = page <= margin || page > count - margin;
    const inRange = index >= selected - leftSide && index <= selected + right;
    if (inMargin || inRange) {
      items.push({ page, isBreak: false });
    } else if (items.length > 0 && !items[items.length - 1]!.isBreak && (range > 0 || margin > 0)) {
      items.push({ page, isBreak: true });
    }
  }
  // A break between two pages one apart stands for a single page: show the page.
  return items.map((item, i) => {
    const before = items[i - 1];
    const after = items[i + 1];
    if (item.isBreak && before && after && !before.isBreak && !after.isBreak && after.page - before.page <= 2)
      return item.page;
    return item.isBreak ? PAGE_BREAK : item.page;
  });
}
