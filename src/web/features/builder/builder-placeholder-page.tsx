// Stands in for the five-step builder until it is built, so the home page's
// start button leads somewhere real. Unknown steps go home like unknown paths.
import { Alert, Container } from 'react-bootstrap';
import { Link, Navigate, useParams } from 'react-router';
import { WIZARD_STEPS, type WizardStep } from '../../../domain/contract/step-completion';
import { useDocumentTitle } from '../../app/use-document-title';

export function BuilderPlaceholderPage({ step: stepProp }: { step?: WizardStep }) {
  const { step: stepParam } = useParams();
  const step = stepProp ?? stepParam;
  const current = WIZARD_STEPS.find((candidate) => candidate.id === step);
  useDocumentTitle(current?.label);
  if (!current) return <Navigate to="/" replace />;

  return (
    <Container className="py-5">
      <p className="eyebrow">New contract</p>
      <h1 className="display-title">{current.label}</h1>
      <Alert variant="info" className="mt-4">
        The contract builder is coming soon. This is where you will fill in the {current.label.toLowerCase()} step of a
        new contract.
      </Alert>
      <Link to="/" className="btn btn-outline-primary btn-lg">
        Back to the home page
      </Link>
    </Container>
  );
}
