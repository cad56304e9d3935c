// The initials a state's notices ask of the buyer before the contract is signed (docs/decisions/052-state-notices.md):
// which are still missing, and the record's list in the order the notices print.
import type { SaleLaw } from '../contract/sale-law';
import { noticesToInitial, type PrintedStateNotice } from '../printed-contract/state-notices';
import type { NoticeInitials } from './signed-record';

/** Initials are letters (any alphabet), with the dots, hyphens and spaces people write between them. */
export function initialsProblem(initials: string): string | null {
  const text = initials.trim();
  if (text === '') return 'Write the buyer’s initials.';
  if (text.length > 8 || !/^[\p{L}][\p{L}.\- ]*$/u.test(text)) return 'Initials are letters only, up to 8.';
  return null;
}

/** The notices of this sale the buyer has not yet initialed. */
export function missingInitials(law: SaleLaw, given: readonly NoticeInitials[]): PrintedStateNotice[] {
  return noticesToInitial(law).filter(
    (notice) => !given.some((each) => each.notice === notice.id && initialsProblem(each.initials) === null),
  );
}

/** The initials for this sale's notices only, in the order the notices print. */
export function initialsForRecord(law: SaleLaw, given: readonly NoticeInitials[]): NoticeInitials[] {
  return noticesToInitial(law).flatMap((notice) => given.filter((each) => each.notice === notice.id).slice(-1));
}
