// The frame of every builder step: the wizard header, the heading and intro, Back and Next, and the step's content once the
// contract being built has been read. A notice replaces the content while another tab builds the contract, and
// disables it once the contract is signed.
import { useEffect, type ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import type { Contract } from '#domain/contract/model';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { RouteLoading } from '../../components/route-loading';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { selectFrozen } from '../../contract-in-progress/signed-versions';
import { OpenElsewhereNotice } from './open-elsewhere-notice';
import { OptionsBar } from './options/options-bar';
import { SignedNotice } from './signed-notice';
import { StepNavigation } from './step-navigation';
import { HEADER_STEPS, WizardHeader, type HeaderStep } from './wizard-header';
import './builder-step-layout.css';

interface BuilderStepLayoutProps {
  step: HeaderStep;
  /** The step's content, given the contract being built. */
  children: (contract: Contract) => ReactNode;
  /** What the step says before its content, drawn with the heading: it needs no contract, so it waits for none. */
  intro?: ReactNode;
  /** In place of Back and Next (the Contract step has Print and SAVE & CONTINUE); false for none. */
  actions?: ReactNode;
  /** False for a step that edits nothing (Sign): a signed contract leaves it enabled. */
  freezes?: boolean;
}

/** The steps whose content differs from one option to another. */
const OPTION_STEPS = new Set<HeaderStep>(['goals', 'projects', 'review']);

export function BuilderStepLayout({ step, children, intro, actions, freezes = true }: BuilderStepLayoutProps) {
  const heading = HEADER_STEPS.find((candidate) => candidate.id === step)?.heading ?? '';
  useDocumentTitle(heading);
  const contract = useBuilderStore((state) => state.contract);
  const openElsewhere = useBuilderStore((state) => state.openElsewhere);
  const startNew = useBuilderStore((state) => state.startNew);
  const frozen = useBuilderStore(selectFrozen) && freezes;
  const visitStep = useBuilderStore((state) => state.visitStep);
  const contractId = contract?.ContractId;
  useEffect(() => {
    if (contractId) visitStep(step);
  }, [contractId, step, visitStep]);

  return (
    <Container className="builder-step py-4">
      <WizardHeader current={step} />
      <h1 className="display-title builder-step-title no-print">{heading}</h1>
      {intro}
      {/* Start-up reads the draft from the device; until then there is nothing to
          edit, and no Back and Next that the form would push down as it arrives. */}
      {contract && openElsewhere ? (
        <OpenElsewhereNotice onStartNew={startNew} />
      ) : contract ? (
        <>
          {frozen && <SignedNotice />}
          {/* Signed: every field and button of the step is disabled, Back and Next still go. */}
          <fieldset disabled={frozen} className="builder-step-content">
            {OPTION_STEPS.has(step) && <OptionsBar contract={contract} />}
            {children(contract)}
          </fieldset>
          {actions ?? <StepNavigation step={step} />}
        </>
      ) : (
        <RouteLoading />
      )}
    </Container>
  );
}
