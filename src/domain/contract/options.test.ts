import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './content';
import { updateCalculation } from './edits';
import type { Contract } from './model';
import { addOption, optionViews, removeOption, renameOption, switchOption, withoutOptions } from './options';
import { recalculate } from './totals';
import { setDiscount } from './values';
import { contentHash, contractAsSigned, isSignedCopy, sealRecord } from '../signing/sign-contract';
import { contractArbitrary } from '../testing/arbitraries';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { sequentialIds } from '../testing/builders';
import { signedContentOf, signatureOf } from '../testing/signing';

/** Good, Better, Best: Better drops the crawlspace's discount, Best doubles the attic's quantity. */
function threeOptions(): Contract {
  const ids = sequentialIds('opt');
  const good = { ...handWorkedContract(), Values: setDiscount(handWorkedContract().Values, 500) };
  let contract = addOption(good, ids);
  contract = { ...contract, Values: setDiscount(contract.Values, 0) };
  contract = addOption(contract, ids);
  const attic = contract.Goals[0]!.Projects[0]!;
  return updateCalculation(contract, contract.Goals[0]!.Gid, attic.Pid, attic.Calculations[0]!.Guid, {
    Quantity: 2400,
  });
}

describe("a contract's options", () => {
  it('start as Good, Better and Best, each with its own totals, the last added being worked on', () => {
    const views = optionViews(threeOptions());
    expect(views.map((view) => [view.Name, view.Current, view.Values.Total, view.Values.NetDue])).toEqual([
      ['Good', false, 7821, 7321],
      ['Better', false, 7821, 7821],
      // A1-02 at 2,400 sq ft x $1.70 = $4,080: $2,040 more.
      ['Best', true, 9861, 9861],
    ]);
  });

  it('stop at three, and a contract of one option has none', () => {
    const three = threeOptions();
    expect(addOption(three, sequentialIds('more'))).toBe(three);
    expect(handWorkedContract().Options).toBeUndefined();
    expect(optionViews(handWorkedContract())).toHaveLength(1);
  });

  it('each have the totals of a one-option contract with the same projects, over random contracts', () => {
    fc.assert(
      fc.property(contractArbitrary, contractArbitrary, (first, second) => {
        const contract = addOption(first, sequentialIds('p'));
        const withSecond = recalculate({ ...contract, Goals: second.Goals, Values: second.Values });
        for (const view of optionViews(withSecond)) {
          const alone = recalculate({ ...first, Goals: view.Goals, Values: view.Values });
          expect(view.Values).toEqual(alone.Values);
          expect(view.Goals).toEqual(alone.Goals);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('lose no edit when the agent switches between them, over random contracts', () => {
    fc.assert(
      fc.property(contractArbitrary, fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 8 }), (start, path) => {
        let contract = addOption(addOption(start, sequentialIds('q')), sequentialIds('r'));
        const before = new Map(
          optionViews(contract).map((view) => [view.Id, canonicalJson([view.Goals, view.Values])]),
        );
        for (const index of path) contract = switchOption(contract, contract.Options![index]!.Id);
        const after = new Map(optionViews(contract).map((view) => [view.Id, canonicalJson([view.Goals, view.Values])]));
        expect(after).toEqual(before);
        expect(contract.Options!.filter((option) => option.Current)).toHaveLength(1);
      }),
      { numRuns: 50 },
    );
  });

  it('are renamed and removed; the last one left is the contract alone', () => {
    let contract = threeOptions();
    const [good, better, best] = contract.Options!;
    contract = renameOption(contract, better!.Id, '  R-49 and air sealing  ');
    expect(optionViews(contract).map((view) => view.Name)).toEqual(['Good', 'R-49 and air sealing', 'Best']);
    contract = removeOption(contract, best!.Id);
    expect(optionViews(contract).map((view) => [view.Name, view.Current])).toEqual([
      ['Good', true],
      ['R-49 and air sealing', false],
    ]);
    contract = removeOption(contract, good!.Id);
    expect(contract.Options).toBeUndefined();
    expect(contract.Values.NetDue).toBe(7821);
  });

  it('are signed as the chosen one alone: printed, sealed and hashed as a contract of that option', () => {
    const chosen = switchOption(threeOptions(), threeOptions().Options![1]!.Id);
    // The copy goes to the contract's own address (decision 074).
    const contract = { ...chosen, Customer: { ...chosen.Customer, Email: 'maria@example.com' } };
    const alone = withoutOptions(contract);
    const signatures = [
      signatureOf('buyer', '2026-11-24T15:05:00.000Z'),
      signatureOf('agent', '2026-11-24T15:06:00.000Z'),
    ];
    const signed = contractAsSigned(contract, signatures);
    expect(signed.Options).toBeUndefined();
    expect(signed.Values.NetDue).toBe(7821);
    const record = sealRecord(signedContentOf(contract));
    expect(record.contentHash).toBe(contentHash(signedContentOf(alone)));
    expect(JSON.stringify(record)).not.toContain('"Options"');
    // The working copy keeps its options, takes the signature's date, and reads as the signed copy.
    const working = { ...contract, Date: record.contract.Date, Saved: record.contract.Saved };
    expect(isSignedCopy(working, [record])).toBe(true);
    expect(isSignedCopy(switchOption(working, contract.Options![0]!.Id), [record])).toBe(false);
  });
});
