// The contract's date is the day of the transaction (SAVE & CONTINUE with the customer), not the day a blank was
// made: the printed date, the cancellation deadline and the 90-day validity count from it. A contract changed after
// it was saved is a changed agreement, so saving it again dates it anew (docs/decisions/018-transaction-date.md).
import { canonicalJson, syncedContent } from './content';
import type { Contract } from './model';
import { withoutOptions } from './options';

/** What the device knows of a contract's saves. */
export interface SaveRecord {
  /** When SAVE & CONTINUE last dated it; null for a contract started here and never saved. */
  savedAt: string | null;
  /** Its content as last saved (contentFingerprint); null when never saved. */
  fingerprint: string | null;
}

/** A contract started on this device, not saved yet. */
export const UNSAVED: SaveRecord = { savedAt: null, fingerprint: null };

/** cyrb53: a fast 53-bit hash, enough to tell two versions of one contract apart (not a security measure). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The agreement itself, hashed: what the customer agrees to, without its date, who saved it and the sync stamps. */
export function contentFingerprint(contract: Contract): string {
  const {
    Date: _date,
    Agent: _agent,
    Creator: _creator,
    Saved: _saved,
    // Which version of the state's rules it was saved under is a stamp of the save, not part of the agreement: an
    // old contract saved again unchanged keeps its date (decision 050).
    Rules: _rules,
    // So is the branch it was saved under (decision 081): reprinted on another agent's tablet, it keeps its date.
    Branch: _branch,
    ...agreement
  } = syncedContent(withoutOptions(contract)) as Record<string, unknown>;
  return hash53(canonicalJson(agreement));
}

/**
 * What a contract opened here says of its saves: the save it carries, or
 * none (a draft); one from an app that did not say (older, or saved before
 * saves travelled with the contract) counts as saved as it is.
 */
export function recordAsSaved(contract: Contract): SaveRecord {
  if (contract.Saved === null) return UNSAVED;
  if (contract.Saved) return { savedAt: contract.Saved.At, fingerprint: contract.Saved.Content };
  return { savedAt: contract.Date, fingerprint: contentFingerprint(contract) };
}

/** Whether the contract says of itself whether and when it was saved. */
export const carriesItsSave = (contract: Contract): boolean => contract.Saved !== undefined;

export function isSaved(record: SaveRecord | null | undefined): boolean {
  return record?.savedAt != null;
}

export interface DatedSave {
  contract: Contract;
  record: SaveRecord;
  /** The date it carried when it was saved before and has changed since; null otherwise. */
  redatedFrom: string | null;
}

/**
 * SAVE & CONTINUE at `now`: a first save dates the contract; a save of a
 * contract changed since its last save dates it anew; saving it again
 * unchanged keeps its date.
 */
export function dateAtSave(contract: Contract, record: SaveRecord | null, now: string): DatedSave {
  const fingerprint = contentFingerprint(contract);
  if (record?.savedAt != null && record.fingerprint === fingerprint) {
    const stamped = contract.Saved ? contract : { ...contract, Saved: { At: record.savedAt, Content: fingerprint } };
    return { contract: stamped, record, redatedFrom: null };
  }
  const dated = { ...contract, Date: now, Saved: { At: now, Content: fingerprint } };
  return {
    contract: dated,
    record: { savedAt: now, fingerprint },
    redatedFrom: isSaved(record) ? contract.Date : null,
  };
}

/** The date the contract shows: its own once saved, else today's (it is what a save now would give it). */
export function shownDate(contract: Contract, record: SaveRecord | null | undefined, now: string): string {
  return isSaved(record) ? contract.Date : now;
}

/**
 * The contract as its paper shows it at `now`, on screen or printed from
 * anywhere: a saved one, unchanged since, with its own date; an unsaved one,
 * or one changed since it was saved, dated `now` and marked so, its deadlines
 * counted from today (decision 078). With no record, the contract counts as
 * saved as it is (downloaded, or from before records were kept).
 */
export function asDocumentShows(
  contract: Contract,
  record: SaveRecord | null | undefined,
  now: string,
): { contract: Contract; unsaved: boolean; changedSince: string | null } {
  const known = record ?? recordAsSaved(contract);
  const saved = isSaved(known);
  const changed = saved && known.fingerprint !== null && known.fingerprint !== contentFingerprint(contract);
  if (saved && !changed) return { contract, unsaved: false, changedSince: null };
  return {
    contract: { ...contract, Date: now },
    unsaved: true,
    changedSince: changed ? contract.Date : null,
  };
}
