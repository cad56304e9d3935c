// Under the State field: which state's law the contract is made under, how long the buyer has to cancel, and, where
// the state gives older buyers more days, the question that decides it (docs/decisions/050-state-rules.md).
import { Form } from 'react-bootstrap';
import type { Contract } from '#domain/contract/model';
import { asksAboutOlderBuyers, type SaleLaw } from '#domain/contract/sale-law';
import { FEDERAL } from '#domain/legal/state-law';
import { stateCode, US_STATES } from '#domain/legal/us-states';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useSaleLaw } from '#web/sync/state-rules';

export const STATE_LAW_NOTE_ID = 'customer-state-law';

const days = (count: number) => `${count} business ${count === 1 ? 'day' : 'days'}`;

/** 'Contract under California law: 3 business days to cancel, 5 if any buyer is 65 or older.' */
export function stateLawText(contract: Contract, { rules }: SaleLaw): string {
  const typed = contract.Customer.State.trim();
  const code = stateCode(typed);
  const cancel = rules.cancellation;
  const older = cancel.olderBuyer
    ? `, ${cancel.olderBuyer.businessDays} if any buyer is ${cancel.olderBuyer.age} or older`
    : '';
  if (typed === '') return 'Type the job site’s state: its law decides the days to cancel and the deposit.';
  if (!code)
    return `“${typed}” is not a US state: the federal rule applies (${days(cancel.businessDays)} to cancel) until it is corrected.`;
  if (rules.state === FEDERAL)
    return `${US_STATES[code]}: the federal rule applies (${days(cancel.businessDays)} to cancel).`;
  return `Contract under ${rules.name} law: ${days(cancel.businessDays)} to cancel${older}.`;
}

export function StateLawNote({ contract }: { contract: Contract }) {
  const setOlderBuyer = useBuilderStore((state) => state.setOlderBuyer);
  const law = useSaleLaw(contract);
  const older = law.rules.cancellation.olderBuyer;
  return (
    <>
      <Form.Text id={STATE_LAW_NOTE_ID}>{stateLawText(contract, law)}</Form.Text>
      {asksAboutOlderBuyers(law) && older && (
        <fieldset className="mt-2">
          <legend className="form-label fs-6 mb-1">Is any buyer {older.age} or older?</legend>
          <Form.Check
            className="choice-inline"
            type="radio"
            id="older-buyer-yes"
            name="older-buyer"
            label="Yes"
            checked={contract.OlderBuyer === true}
            onChange={() => setOlderBuyer(true)}
          />
          <Form.Check
            className="choice-inline"
            type="radio"
            id="older-buyer-no"
            name="older-buyer"
            label="No"
            checked={contract.OlderBuyer !== true}
            onChange={() => setOlderBuyer(false)}
          />
        </fieldset>
      )}
    </>
  );
}
