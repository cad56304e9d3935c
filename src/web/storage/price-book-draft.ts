// The office's price-book edits not yet published, kept in this browser so a reload or a wrong tap loses none
// (docs/decisions/047-price-book-versions.md). One draft, tied to the version it began from.
import { z } from 'zod';
import { workScopesResponseSchema } from '#api/workscopes';
import type { WorkScope } from '#domain/contract/model';

const KEY = 'contract-builder:price-book-draft';

const draftSchema = z.object({ baseVersion: z.number().int().positive(), scopes: workScopesResponseSchema });

export interface PriceBookDraft {
  baseVersion: number;
  scopes: WorkScope[];
}

export function readPriceBookDraft(): PriceBookDraft | null {
  try {
    const text = window.localStorage.getItem(KEY);
    if (text === null) return null;
    const draft = draftSchema.safeParse(JSON.parse(text));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

/** False when the browser would not keep it (private mode, storage full): the edits stay on the page only. */
export function writePriceBookDraft(draft: PriceBookDraft): boolean {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearPriceBookDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
