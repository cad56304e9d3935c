// Two options whose comparison a deposit used to turn around (decision 077): Good, the hand-worked $7,821.00; Better,
// its attic at 2,400 sq ft ($9,861.00) with $300 off, $2,500 paid today and DEL2689 on the rest.
import { updateCalculation } from '../contract/edits';
import type { Contract } from '../contract/model';
import { addOption } from '../contract/options';
import { recalculate } from '../contract/totals';
import { setDeposit, setDiscount } from '../contract/values';
import { toggleFinancingOption } from '../financing/options';
import { handWorkedContract } from './hand-worked-contract';

/**
 * `idPrefix` names the second option's new client ids (from 1001 on, after the hand-worked contract's): a test that
 * pushes several copies to one cloud gives each its own.
 */
export function goodAndBetter(idPrefix = 'id'): Contract {
  let next = 1000;
  let contract = addOption(handWorkedContract(), () => `${idPrefix}-${++next}`);
  const attic = contract.Goals[0]!.Projects[0]!;
  contract = updateCalculation(contract, contract.Goals[0]!.Gid, attic.Pid, attic.Calculations[0]!.Guid, {
    Quantity: 2400,
  });
  const values = toggleFinancingOption(setDeposit(setDiscount(contract.Values, 300), 2500), 5);
  return recalculate({ ...contract, Values: values });
}
