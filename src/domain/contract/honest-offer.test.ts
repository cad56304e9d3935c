// A coupon that says it ends must end (decision 059): its words, its last day, and the day it is signed.
import { describe, expect, it } from 'vitest';
import { claimsAnEnd, claimsTodayOnly, offerFault, offerProblem, setCouponEndsOn } from './honest-offer';
import type { Coupon } from './model';

const coupon = (Title: string, EndsOn?: string): Coupon => ({
  Active: true,
  Title,
  Percent: 10,
  Amount: 782,
  ...(EndsOn ? { EndsOn } : {}),
});
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

describe('words that promise an end', () => {
  it.each([
    'Today only: 10% off',
    'Black Friday, one-day only',
    'Limited time savings',
    'Offer ends Sunday',
    'Expires soon',
    'Last chance pricing',
    'Descuento solo hoy',
    'Oferta por tiempo limitado',
    'Última oportunidad',
  ])('“%s” promises an end', (title) => {
    expect(claimsAnEnd(title)).toBe(true);
  });

  it.each(['Fall savings', 'Weekend warrior discount', 'Senior discount', 'Ahorros de otoño', ''])(
    '“%s” promises none',
    (title) => {
      expect(claimsAnEnd(title)).toBe(false);
    },
  );

  it('tells “today only” from an end on another day', () => {
    expect(claimsTodayOnly('Today only: 10% off')).toBe(true);
    expect(claimsTodayOnly('Sólo hoy')).toBe(true);
    expect(claimsTodayOnly('Limited time savings')).toBe(false);
  });
});

describe('an offer on the day it is signed', () => {
  it('lets a coupon with no promise of an end be given any day', () => {
    expect(offerProblem(coupon('Fall savings'), SATURDAY)).toBeNull();
  });

  it('asks for the last day of an offer whose title says it ends', () => {
    expect(offerProblem(coupon('Limited time savings'), FRIDAY)).toBe(
      'The coupon “Limited time savings” says the offer ends but gives no day it ends. ' +
        'Give its last day, or take those words out of its title.',
    );
    expect(offerProblem(coupon('Limited time savings', '2026-12-05'), FRIDAY)).toBeNull();
  });

  it('gives an offer through its last day, and refuses it the day after', () => {
    const fall = coupon('Fall savings', FRIDAY);
    expect(offerProblem(fall, FRIDAY)).toBeNull();
    expect(offerProblem(fall, SATURDAY)).toBe(
      'The coupon “Fall savings” ended on Friday, November 27, 2026. The offer is over: take the coupon off.',
    );
  });

  it('ends a “today only” offer today: not tomorrow, and not after', () => {
    expect(offerProblem(coupon('Today only', FRIDAY), FRIDAY)).toBeNull();
    expect(offerFault(coupon('Today only', SATURDAY), FRIDAY)).toBe(
      'The coupon “Today only” says today only but ends on Saturday, November 28, 2026.',
    );
    expect(offerFault(coupon('Today only', FRIDAY), SATURDAY)).toBe(
      'The coupon “Today only” ended on Friday, November 27, 2026.',
    );
  });

  it('says nothing of a coupon of $0, which is not on the contract', () => {
    expect(offerProblem({ ...coupon('Today only'), Active: false, Amount: 0 }, SATURDAY)).toBeNull();
  });

  it('sets and clears the last day, leaving no empty field behind', () => {
    const dated = setCouponEndsOn(coupon('Fall savings'), '2026-12-01');
    expect(dated.EndsOn).toBe('2026-12-01');
    expect(Object.keys(setCouponEndsOn(dated, null))).not.toContain('EndsOn');
  });
});
