// The wizard's header (docs/product-rules.md#steps-and-completion): the six steps as links, the current one marked
// for screen readers, and a check on each step the domain counts as complete. Completion only marks the header; it
// never stops the agent from moving on.
import { CheckLg } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { isStepTicked, WIZARD_STEPS } from '#domain/contract/step-completion';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { selectSigned } from '../../contract-in-progress/signed-versions';
import './wizard-header.css';

/** The steps shown in the header: every step but the success screen. */
export const HEADER_STEPS = WIZARD_STEPS.filter((step) => step.id !== 'success');

export type HeaderStep = (typeof HEADER_STEPS)[number]['id'];

export function WizardHeader({ current }: { current: HeaderStep }) {
  // One flag per step, as a string: the header re-renders when a step's
  // completion changes, not on every keystroke in the contract.
  const completion = useBuilderStore((state) => {
    const visited = state.contract ? state.visitedSteps[state.contract.ContractId] : undefined;
    const context = { signed: selectSigned(state), ...(visited ? { visited } : {}) };
    return HEADER_STEPS.map((step) =>
      state.contract !== null && isStepTicked(state.contract, step.id, current, context) ? '1' : '0',
    ).join('');
  });
  const index = HEADER_STEPS.findIndex((step) => step.id === current);

  return (
    <div className="wizard-header no-print">
      <nav aria-label="Contract steps">
        <ol className="wizard-steps">
          {HEADER_STEPS.map((step, position) => {
            const complete = completion[position] === '1';
            const isCurrent = step.id === current;
            const classes = ['wizard-step', isCurrent && 'is-current', complete && 'is-complete'].filter(Boolean);
            return (
              <li key={step.id}>
                <Link to={step.route} className={classes.join(' ')} aria-current={isCurrent ? 'step' : undefined}>
                  <span className="wizard-step-marker" aria-hidden="true">
                    {complete ? <CheckLg /> : position + 1}
                  </span>
                  <span className="wizard-step-label">{step.label}</span>
                  {complete && (
                    <>
                      {' '}
                      <span className="visually-hidden">complete</span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="eyebrow wizard-step-count">
        Step {index + 1} of {HEADER_STEPS.length}
      </p>
    </div>
  );
}
