import { describe, expect, it } from 'vitest';
import { BUNDLED_RULES } from '../legal/state-rules/bundled-rules';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { recordLaw } from './record-law';

const inMaryland = () => {
  const contract = handWorkedContract();
  return { ...contract, Customer: { ...contract.Customer, State: 'MD' }, OlderBuyer: true };
};

describe('recordLaw', () => {
  it("is the rules the record keeps, whatever the release's files say now", () => {
    const maryland = BUNDLED_RULES.find((rules) => rules.state === 'MD')!;
    const kept = { ...maryland, version: 7, cancellation: { ...maryland.cancellation, businessDays: 6 } };
    const law = recordLaw({ contract: inMaryland(), rules: kept });
    expect(law.rules).toBe(kept);
    expect(law.facts.olderBuyer).toBe(true);
  });

  it('is the federal rule for a record signed before state rules were kept', () => {
    expect(recordLaw({ contract: inMaryland() }).rules.state).toBe('US');
  });
});
