import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setCouponPercent, setDiscount } from '../contract/values';
import type { Contract } from '../contract/model';
import { catalogue } from '../testing/builders';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { checkFloors, discountGivenCents, NO_FLOORS, sellingRole, type PriceFloors } from './price-floors';

const categoryOf = (scopeId: number) => catalogue.find((scope) => scope.id === scopeId)?.category.id;
const AGENTS_TEN_PERCENT: PriceFloors = {
  ...NO_FLOORS,
  agent: { maxDiscountPercent: 10, categoryMinimums: [] },
  manager: { maxDiscountPercent: 25, categoryMinimums: [] },
};
const withValues = (contract: Contract, change: (values: Contract['Values']) => Contract['Values']) => ({
  ...contract,
  Values: change(contract.Values),
});

describe('the discount floor', () => {
  // The hand-worked contract's total is $7,821.00: an agent may give 10% of it, $782.10.
  const total = handWorkedContract();

  it('lets an agent give up to 10% of $7,821.00 to the cent, and no cent more', () => {
    const atFloor = withValues(total, (values) => setDiscount(values, 782.1));
    expect(checkFloors(atFloor, AGENTS_TEN_PERCENT, 'agent', categoryOf)).toEqual({
      shortfalls: [],
      discountCents: 78_210,
      shortCents: 0,
    });
    const oneCentMore = withValues(total, (values) => setDiscount(values, 782.11));
    expect(checkFloors(oneCentMore, AGENTS_TEN_PERCENT, 'agent', categoryOf)).toEqual({
      shortfalls: [{ kind: 'discount', percent: 10, allowedCents: 78_210, givenCents: 78_211, shortCents: 1 }],
      discountCents: 78_211,
      shortCents: 1,
    });
  });

  it('counts the coupon with the discount: $500.00 and 5% ($391.00) is $108.90 below the agent floor', () => {
    const both = withValues(total, (values) => setCouponPercent(setDiscount(values, 500), 5));
    const check = checkFloors(both, AGENTS_TEN_PERCENT, 'agent', categoryOf);
    expect(check.discountCents).toBe(89_100);
    expect(check.shortCents).toBe(10_890);
    // A manager's own floor is 25%: the same sale is within it.
    expect(checkFloors(both, AGENTS_TEN_PERCENT, 'manager', categoryOf).shortfalls).toEqual([]);
    // With no floor set nothing is ever short.
    expect(checkFloors(both, NO_FLOORS, 'agent', categoryOf).shortfalls).toEqual([]);
  });

  it('is never short for a discount within the percentage, and short by exactly the excess above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 782_10 * 3 }), (discountCents) => {
        const contract = withValues(total, (values) => setDiscount(values, discountCents / 100));
        const check = checkFloors(contract, AGENTS_TEN_PERCENT, 'agent', categoryOf);
        expect(check.shortCents).toBe(Math.max(0, discountCents - 78_210));
        expect(check.discountCents).toBe(discountGivenCents(contract.Values));
      }),
    );
  });
});

describe('a category minimum', () => {
  // Attic insulation (category 1) is A1-02 at $2,040.00; a 10% discount shares $204.00 of it.
  const floors: PriceFloors = {
    ...NO_FLOORS,
    agent: {
      maxDiscountPercent: null,
      categoryMinimums: [{ categoryId: 1, name: 'Attic Insulation', minimumCents: 190_000 }],
    },
  };

  it('counts the selected work of the category less its share of the discount', () => {
    const full = handWorkedContract();
    expect(checkFloors(full, floors, 'agent', categoryOf).shortfalls).toEqual([]);
    const discounted = withValues(full, (values) => setDiscount(values, 782.1));
    expect(checkFloors(discounted, floors, 'agent', categoryOf)).toEqual({
      shortfalls: [
        {
          kind: 'category',
          categoryId: 1,
          name: 'Attic Insulation',
          minimumCents: 190_000,
          priceCents: 183_600,
          shortCents: 6_400,
        },
      ],
      discountCents: 78_210,
      shortCents: 6_400,
    });
  });

  it('does not apply to a category the contract does not sell', () => {
    const crawlspaceOnly: PriceFloors = {
      ...NO_FLOORS,
      agent: { maxDiscountPercent: null, categoryMinimums: [{ categoryId: 9, name: 'Basement', minimumCents: 1 }] },
    };
    expect(checkFloors(handWorkedContract(), crawlspaceOnly, 'agent', categoryOf).shortfalls).toEqual([]);
  });
});

it('reads an unknown role as an agent, so no seller escapes the floor', () => {
  expect(sellingRole('manager')).toBe('manager');
  expect(sellingRole('owner')).toBe('agent');
  expect(sellingRole(undefined)).toBe('agent');
});
