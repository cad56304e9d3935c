import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUNDLED_RULES } from '../legal/state-rules/bundled-rules';
import { EARLIER_BUNDLED_FILES } from '../legal/state-rules/earlier-rules';
import { stateRulesSchema } from '../legal/state-rules/rules-schema';
import { blankCustomer, blankValues } from './factories';
import type { Contract } from './model';
import {
  depositGuide,
  missingSellerDetail,
  paperOnlyReason,
  saleLaw,
  savedSaleLaw,
  setOlderBuyer,
  signingBlocker,
} from './sale-law';
import { setDeposit, setDiscount } from './values';

const sale = (State: string, total: number, deposit = 0, discount = 0): Pick<Contract, 'Customer' | 'Values'> => ({
  Customer: { ...blankCustomer('c1'), State },
  Values: setDeposit(setDiscount({ ...blankValues(), Total: total }, discount), deposit),
});

describe('depositGuide', () => {
  it('caps a California deposit at $1,000 on a $10,000 job, where 20% would suggest $2,000', () => {
    expect(depositGuide(sale('CA', 10_000))).toEqual({ suggestedCents: 100_000, capCents: 100_000, overCents: 0 });
    expect(depositGuide(sale('CA', 10_000, 2_000)).overCents).toBe(100_000);
  });

  it('caps on the price after discounts: $8,500 less a $500 discount allows $800 in California', () => {
    expect(depositGuide(sale('California', 8_500, 800.01, 500))).toEqual({
      suggestedCents: 80_000,
      capCents: 80_000,
      overCents: 1,
    });
  });

  it('keeps the 20% hint where it is under the cap (Maryland, one-third) and where there is no cap', () => {
    expect(depositGuide(sale('MD', 9_000))).toEqual({ suggestedCents: 180_000, capCents: 300_000, overCents: 0 });
    expect(depositGuide(sale('WI', 7_821, 5_000))).toEqual({ suggestedCents: 156_400, capCents: null, overCents: 0 });
  });

  it('never suggests more than any state allows, for every state and price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUNDLED_RULES.map((rules) => rules.state)),
        fc.integer({ min: 0, max: 10_000_000 }),
        (state, cents) => {
          const guide = depositGuide(sale(state, cents / 100));
          if (guide.capCents !== null) expect(guide.suggestedCents).toBeLessThanOrEqual(guide.capCents);
          expect(guide.suggestedCents).toBeLessThanOrEqual(cents + 50);
        },
      ),
    );
  });
});

describe('signingBlocker', () => {
  it('stops a deposit one cent over the cap, and nothing within it', () => {
    expect(signingBlocker(sale('CA', 7_821, 782.11))).toBe(
      'The deposit of $782.11 is $0.01 over the $782.10 California law allows on this price. ' +
        'Lower it on the Contract step, then sign.',
    );
    expect(signingBlocker(sale('CA', 7_821, 782.1))).toBeNull();
    expect(signingBlocker(sale('WI', 7_821, 7_821))).toBeNull();
  });
});

describe('paperOnlyReason', () => {
  it('sends a California sale to paper until counsel approves, and no other covered state', () => {
    expect(paperOnlyReason(sale('CA', 100))).toBe(
      "In California, this contract is signed on paper until the company's counsel approves signing on a tablet.",
    );
    expect(paperOnlyReason(sale('MD', 100))).toBeNull();
    expect(paperOnlyReason(sale('WI', 100))).toBeNull();
  });
});

describe('missingSellerDetail', () => {
  it('asks for the email for cancelling California requires, and nothing elsewhere or once the office set it', () => {
    const california = saleLaw(sale('CA', 100));
    expect(missingSellerDetail(california, {})).toBe(
      'California requires the contract to give an email address for cancelling, and the office has not set one: ' +
        "an admin sets it on the office console's Company screen, and the tablet prints it from its next sync.",
    );
    expect(missingSellerDetail(california, { cancelTo: { addressLines: [], email: ' ' } })).not.toBeNull();
    expect(missingSellerDetail(california, { cancelTo: { addressLines: [], email: 'cancel@x.example' } })).toBeNull();
    expect(missingSellerDetail(saleLaw(sale('MD', 100)), {})).toBeNull();
  });
});

describe('setOlderBuyer', () => {
  it('records a yes and leaves no trace of a no', () => {
    const contract = { ...sale('MD', 100), OlderBuyer: undefined } as unknown as Contract;
    expect(setOlderBuyer(contract, true).OlderBuyer).toBe(true);
    expect(setOlderBuyer(setOlderBuyer(contract, true), false)).not.toHaveProperty('OlderBuyer');
    expect(saleLaw({ ...sale('MD', 100), OlderBuyer: true }).facts.olderBuyer).toBe(true);
  });
});

describe('savedSaleLaw', () => {
  const earlier = EARLIER_BUNDLED_FILES.map((file) => stateRulesSchema.parse(file));
  const stamped = (State: string, Rules?: string) => ({ ...sale(State, 4_000), ...(Rules ? { Rules } : {}) });

  it('prints a contract saved under Texas’s first rules under them, though the second is in force', () => {
    expect(saleLaw(stamped('TX')).rules.version).toBe(2);
    const law = savedSaleLaw(stamped('TX', 'TX-1'), BUNDLED_RULES, earlier);
    expect(law.rules).toMatchObject({ state: 'TX', version: 1 });
    // The first file had no notices; the one in force has Texas's.
    expect(law.rules.notices).toBeUndefined();
    expect(saleLaw(stamped('TX')).rules.notices?.length).toBeGreaterThan(0);
  });

  it('takes the rules in force for the stamp in force, a stamp the device does not hold, or no stamp', () => {
    expect(savedSaleLaw(stamped('TX', 'TX-2'), BUNDLED_RULES, earlier).rules.version).toBe(2);
    expect(savedSaleLaw(stamped('TX', 'TX-1'), BUNDLED_RULES, []).rules.version).toBe(2);
    expect(savedSaleLaw(stamped('TX'), BUNDLED_RULES, earlier).rules.version).toBe(2);
  });

  it('never takes another state’s rules: a stamp of Texas on a contract now in Ohio prints Ohio’s', () => {
    expect(savedSaleLaw(stamped('OH', 'TX-1'), BUNDLED_RULES, earlier).rules.state).toBe('OH');
  });
});
