// A coupon that says it ends must end (docs/decisions/059-honest-offers.md, after 16 CFR 233.1 and 233.5): its
// title's promise of an end needs a real last day, "today only" ends the day it is given, and an offer past its last
// day is not signed.
import { longDay } from '../format/date-format';
import type { Coupon } from './model';

/** A whole word or phrase of `words`, any case; letters with accents count as letters. */
const phrase = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu');
/** Words that tell the customer the offer ends: "today only", "limited time", "solo hoy", "por tiempo limitado"... */
const ENDS = phrase(
  'today only|only today|one[- ]day only|tonight only|limited[- ]time|ends|ending|expires?|expiring|last chance|' +
    'hoy|por tiempo limitado|vence|termina|[uú]ltima oportunidad',
);
/** Words that say the offer ends on the day it is given. */
const TODAY_ONLY = phrase('today only|only today|one[- ]day only|tonight only|s[oó]lo hoy|hoy solamente');

/** Whether the coupon's title tells the customer that the offer ends. */
export function claimsAnEnd(title: string): boolean {
  return ENDS.test(title);
}

/** Whether the coupon's title says it ends the day it is given. */
export function claimsTodayOnly(title: string): boolean {
  return TODAY_ONLY.test(title);
}

interface Fault {
  /** What is wrong, as a fact. */
  fact: string;
  /** What the agent does about it. */
  remedy: string;
}

function faultOf(coupon: Coupon, today: string): Fault | null {
  if (!coupon.Active) return null;
  const title = coupon.Title.trim();
  const endsOn = coupon.EndsOn;
  if (endsOn === undefined) {
    if (!claimsAnEnd(title)) return null;
    return {
      fact: `The coupon “${title}” says the offer ends but gives no day it ends.`,
      remedy: 'Give its last day, or take those words out of its title.',
    };
  }
  if (endsOn < today)
    return {
      fact: `The coupon “${title || 'Coupon'}” ended on ${longDay(endsOn)}.`,
      remedy: 'The offer is over: take the coupon off.',
    };
  if (claimsTodayOnly(title) && endsOn !== today)
    return {
      fact: `The coupon “${title}” says today only but ends on ${longDay(endsOn)}.`,
      remedy: `A today-only offer ends today, ${longDay(today)}.`,
    };
  return null;
}

/**
 * What is wrong with the coupon's promise on `today` ('YYYY-MM-DD', the
 * tablet's own day), as a fact, or null. A coupon of $0 is not on the
 * contract and promises nothing.
 */
export function offerFault(coupon: Coupon, today: string): string | null {
  return faultOf(coupon, today)?.fact ?? null;
}

/** Why the contract may not be signed with its coupon on `today`, and what the agent does about it; or null. */
export function offerProblem(coupon: Coupon, today: string): string | null {
  const fault = faultOf(coupon, today);
  return fault && `${fault.fact} ${fault.remedy}`;
}

/** The coupon's last day: 'YYYY-MM-DD', or null for an offer with no end. */
export function setCouponEndsOn(coupon: Coupon, endsOn: string | null): Coupon {
  const { EndsOn: _dropped, ...rest } = coupon;
  return endsOn ? { ...rest, EndsOn: endsOn } : rest;
}
