// Back and Next at the foot of each step. They are links, never disabled: an agent may move on with an incomplete
// step (docs/product-rules.md#steps-and-completion), which the header shows as not yet complete. Back from the
// first step leaves for home.
import { ArrowLeft, ArrowRight } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { nextStep, previousStep, WIZARD_STEPS, type WizardStep } from '#domain/contract/step-completion';

function routeOf(step: WizardStep | null): string {
  return WIZARD_STEPS.find((candidate) => candidate.id === step)?.route ?? '/';
}

export function StepNavigation({ step }: { step: WizardStep }) {
  const next = nextStep(step);
  return (
    <div className="step-navigation no-print">
      <Link to={routeOf(previousStep(step))} className="btn btn-outline-primary btn-lg">
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
      {next && (
        <Link to={routeOf(next)} className="btn btn-primary btn-lg">
          Next
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
