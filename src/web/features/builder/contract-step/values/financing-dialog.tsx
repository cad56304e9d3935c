// Financing (docs/decisions/003-financing.md): the plans offered or already chosen, with their payments on NetDue.
// Several may be checked to show alternatives; all are printed, and the one checked last is the FinancingId. A legacy
// (hidden) plan is removed only once confirmed, and stays listed, unavailable, until the dialog closes.
import { useId, useState } from 'react';
import { Badge } from 'react-bootstrap';
import type { FinancingOption, Values } from '#domain/contract/model';
import { netDueCents } from '#domain/contract/values';
import { financingToggleEffect, isLegacyOption, toggleFinancingOption } from '#domain/financing/options';
import { paymentsFor } from '#domain/financing/payments';
import { formatDollars, formatWholeDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import { useConfirm } from '#web/components/confirm-store';
import { REMOVE_LEGACY_FINANCING } from '#web/components/confirmations';
import { withOfficePlans } from '#domain/financing/office-plans';
import { useFinancingPlansStore } from '#web/sync/financing-plans';
import { useContractValues } from './use-contract-values';
import { ValueDialog } from './value-dialog';

/** '60 months, 8.99% APR (DEL2689)'. */
export function financingOptionName(option: Pick<FinancingOption, 'Term' | 'Apr' | 'Code'>): string {
  return `${option.Term} months, ${option.Apr}% APR (${option.Code})`;
}

export function FinancingDialog() {
  return (
    <ValueDialog modal="financing">
      <FinancingChoices />
    </ValueDialog>
  );
}

function FinancingChoices() {
  const { values: onContract, change } = useContractValues();
  // The office's plans as last downloaded: a plan not chosen is offered, and chosen, at today's terms.
  const plans = useFinancingPlansStore((state) => state.plans);
  const confirm = useConfirm();
  // Legacy plans removed since the dialog opened: still shown, never again choosable.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const financedId = useId();
  if (!onContract) return null;
  const values = withOfficePlans(onContract, plans);

  const shown = values.Financing.filter((option) => option.Visible || option.Active || removed.has(option.Id));
  const activeCount = values.Financing.filter((option) => option.Active).length;
  const netDue = netDueCents(values);

  async function toggle(option: FinancingOption) {
    const effect = financingToggleEffect(values, option.Id);
    if (effect === 'unavailable') return;
    if (effect === 'confirm-legacy-removal') {
      if (!(await confirm(REMOVE_LEGACY_FINANCING))) return;
      setRemoved((current) => new Set(current).add(option.Id));
      change((current) => toggleFinancingOption(withOfficePlans(current, plans), option.Id, true));
      return;
    }
    change((current) => toggleFinancingOption(withOfficePlans(current, plans), option.Id));
  }

  return (
    <>
      <div className="values-summary mb-3">
        <div className="values-summary-row">
          <label htmlFor={financedId}>Amount financed (Net Due)</label>
          <output id={financedId} aria-live="off">
            {formatDollars(values.NetDue)}
          </output>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="mb-0">No financing plans are offered on this contract.</p>
      ) : (
        <ul className="financing-options">
          {shown.map((option) => (
            <FinancingChoice
              key={option.Id}
              option={option}
              values={values}
              netDue={netDue}
              removed={removed.has(option.Id)}
              chosenLast={activeCount > 1 && values.FinancingId === option.Id}
              onToggle={() => void toggle(option)}
            />
          ))}
        </ul>
      )}
      {activeCount > 1 && (
        <p className="small text-body-secondary mt-3 mb-0">
          Every checked plan is printed on the contract with its payments; the one checked last is recorded as the
          contract&apos;s plan.
        </p>
      )}
    </>
  );
}

interface FinancingChoiceProps {
  option: FinancingOption;
  values: Values;
  netDue: number;
  removed: boolean;
  chosenLast: boolean;
  onToggle: () => void;
}

function FinancingChoice({ option, values, netDue, removed, chosenLast, onToggle }: FinancingChoiceProps) {
  const id = useId();
  const detailId = `${id}-detail`;
  const unavailable = financingToggleEffect(values, option.Id) === 'unavailable';
  const { monthlyCents, weeklyCents } = paymentsFor(netDue, option);

  return (
    <li className={`financing-option${unavailable ? ' is-unavailable' : ''}`}>
      <label className="financing-option-label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          checked={option.Active}
          // aria-disabled, not disabled: after 'Remove Legacy Financing?' the
          // focus comes back here, and a disabled box would drop it on the page.
          aria-disabled={unavailable || undefined}
          aria-describedby={detailId}
          onChange={onToggle}
        />
        <span>{financingOptionName(option)}</span>
      </label>
      {/* The spaces between the lines keep them apart when read as the box's description. */}
      <div id={detailId} className="financing-option-detail">
        {unavailable ? (
          <span className="d-block">
            {removed ? 'Removed. ' : ''}A legacy plan cannot be chosen again once unchecked.
          </span>
        ) : (
          <span className="d-block financing-option-payments">
            {formatWholeDollars(toDollars(monthlyCents))} a month, {formatWholeDollars(toDollars(weeklyCents))} a week.
          </span>
        )}
        {!unavailable && isLegacyOption(option) && ' '}
        {!unavailable && isLegacyOption(option) && (
          <span className="d-block">Legacy plan: once unchecked, it cannot be chosen again.</span>
        )}
        {chosenLast && ' '}
        {chosenLast && (
          <Badge bg="primary" className="financing-option-badge">
            Checked last: the contract&apos;s plan
          </Badge>
        )}
      </div>
    </li>
  );
}
