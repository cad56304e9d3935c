// The office's price floors, checked on the tablet with no signal (docs/decisions/055-price-floors.md): the largest
// discount a role may give, as a percentage of the contract's total, and the lowest price of a category's work.
import { roundHalfUp, sumCents, toCents, type Cents } from '../money';
import { projectSubTotalCents } from '../contract/totals';
import type { Contract, Values } from '../contract/model';

export const SELLING_ROLES = ['agent', 'manager', 'admin'] as const;
export type SellingRole = (typeof SELLING_ROLES)[number];

export interface CategoryMinimum {
  /** The work-scope category's id in the price book. */
  categoryId: number;
  /** Its name, as the office and the agent read it. */
  name: string;
  /** The least the selected work of this category may sell for, in cents. */
  minimumCents: Cents;
}

export interface RoleFloor {
  /** The largest discount (discount and coupon together) as a percentage of the total; null: no limit. */
  maxDiscountPercent: number | null;
  categoryMinimums: CategoryMinimum[];
}

export type PriceFloors = Record<SellingRole, RoleFloor>;

/** No floor for anyone: what a company has until its office sets one. */
export const NO_FLOORS: PriceFloors = {
  agent: { maxDiscountPercent: null, categoryMinimums: [] },
  manager: { maxDiscountPercent: null, categoryMinimums: [] },
  admin: { maxDiscountPercent: null, categoryMinimums: [] },
};

/** The discount and the coupon the customer is given, in cents: what a manager approves. */
export function discountGivenCents(values: Values): Cents {
  const discount = values.Discount.Active ? toCents(values.Discount.Amount) : 0;
  const coupon = values.Coupon.Active ? toCents(values.Coupon.Amount) : 0;
  return discount + coupon;
}

/** One way a contract is under a floor, with the dollars it is short by. */
export type FloorShortfall =
  | { kind: 'discount'; percent: number; allowedCents: Cents; givenCents: Cents; shortCents: Cents }
  | { kind: 'category'; categoryId: number; name: string; minimumCents: Cents; priceCents: Cents; shortCents: Cents };

export interface FloorCheck {
  /** Every floor the contract is under; empty when it may be signed as it is. */
  shortfalls: FloorShortfall[];
  /** The discount given, which an approval must name to the cent. */
  discountCents: Cents;
  /** How many dollars (in cents) the contract is below its floors in all: the largest single shortfall. */
  shortCents: Cents;
}

/** given x part / whole, rounded half up to the cent, in exact integers. */
function shareCents(givenCents: Cents, partCents: Cents, wholeCents: Cents): Cents {
  if (wholeCents <= 0 || givenCents <= 0) return 0;
  const [given, part, whole] = [BigInt(givenCents), BigInt(partCents), BigInt(wholeCents)];
  return Number((2n * given * part + whole) / (2n * whole));
}

/** The selected work of each category, in cents, after the discounts are shared out in proportion to the price. */
function categoryPricesCents(contract: Contract, categoryOf: (scopeId: number) => number | undefined) {
  const byCategory = new Map<number, Cents>();
  for (const goal of contract.Goals)
    for (const project of goal.Projects) {
      const category = project.Selected ? categoryOf(project.Id) : undefined;
      if (category === undefined) continue;
      byCategory.set(category, (byCategory.get(category) ?? 0) + projectSubTotalCents(project));
    }
  const totalCents = sumCents([...byCategory.values()]);
  const givenCents = discountGivenCents(contract.Values);
  const after = new Map<number, Cents>();
  for (const [category, cents] of byCategory) {
    after.set(category, cents - shareCents(givenCents, cents, totalCents));
  }
  return after;
}

/**
 * Whether a contract sold by `role` is under the office's floors. The discount floor allows round-half-up of
 * percent x total, to the cent; a category's price counts its selected work less its share of the discounts.
 */
export function checkFloors(
  contract: Contract,
  floors: PriceFloors,
  role: SellingRole,
  categoryOf: (scopeId: number) => number | undefined,
): FloorCheck {
  const floor = floors[role];
  const givenCents = discountGivenCents(contract.Values);
  const shortfalls: FloorShortfall[] = [];
  if (floor.maxDiscountPercent !== null) {
    const allowedCents = roundHalfUp([toCents(contract.Values.Total), floor.maxDiscountPercent, 0.01]);
    if (givenCents > allowedCents)
      shortfalls.push({
        kind: 'discount',
        percent: floor.maxDiscountPercent,
        allowedCents,
        givenCents,
        shortCents: givenCents - allowedCents,
      });
  }
  if (floor.categoryMinimums.length > 0) {
    const prices = categoryPricesCents(contract, categoryOf);
    for (const minimum of floor.categoryMinimums) {
      const priceCents = prices.get(minimum.categoryId);
      if (priceCents === undefined || priceCents >= minimum.minimumCents) continue;
      shortfalls.push({ kind: 'category', ...minimum, priceCents, shortCents: minimum.minimumCents - priceCents });
    }
  }
  const shortCents = Math.max(0, ...shortfalls.map((shortfall) => shortfall.shortCents));
  return { shortfalls, discountCents: givenCents, shortCents };
}

/** The role whose floor applies to a seller, read leniently: anything unknown sells under the agent's floor. */
export function sellingRole(role: string | null | undefined): SellingRole {
  return (SELLING_ROLES as readonly string[]).includes(role ?? '') ? (role as SellingRole) : 'agent';
}
