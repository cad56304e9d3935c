// The office console's calls for price books (docs/decisions/047-price-book-versions.md).
import { getOfficePriceBook, listPriceBooks, publishPriceBook } from '#api/endpoints/price-book-endpoints';
import type {
  OfficePriceBookResponse,
  OfficePriceBooksResponse,
  PriceBookSummary,
  PublishPriceBook,
} from '#api/price-book';
import { callOffice, type OfficeResult } from './office-calls';

export function officePriceBooks(): Promise<OfficeResult<OfficePriceBooksResponse>> {
  return callOffice(listPriceBooks, {});
}

export function officePriceBook(version: number): Promise<OfficeResult<OfficePriceBookResponse>> {
  return callOffice(getOfficePriceBook, { params: { version } });
}

export async function publishOfficePriceBook(body: PublishPriceBook): Promise<OfficeResult<PriceBookSummary>> {
  const result = await callOffice(publishPriceBook, { body });
  return result.ok ? { ok: true, data: result.data.version } : result;
}

// The unpublished edits the console keeps in this browser (features reach storage only through this layer).
export { clearPriceBookDraft, readPriceBookDraft, writePriceBookDraft } from '../storage/price-book-draft';
