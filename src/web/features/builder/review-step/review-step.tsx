// Review (docs/product-rules.md#screens): per goal, each project with its guide, its subtotal and a remove that
// confirms, then the goal subtotals and the overall Total. Every figure is the store's contract's own: the domain
// keeps them up to date, this screen only shows them.
import { useId, useRef, useState } from 'react';
import { ChevronDown, InfoCircle, Trash } from 'react-bootstrap-icons';
import type { Contract, Goal, Project } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';
import { useConfirm } from '#web/components/confirm-store';
import { DELETE_PROJECT } from '#web/components/confirmations';
import { usePdfViewer } from '#web/components/pdf-viewer/pdf-viewer-store';
import { afterDialogCloses } from '#web/components/after-dialog-closes';
import { BuilderStepLayout } from '../builder-step-layout';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { goalTitle } from '#domain/format/names';
import '../project-row.css';
import './review-step.css';
import { IconButton } from '#web/components/icon-button';
import { FactSheetsPanel } from './fact-sheets-panel';

export function ReviewStep() {
  return (
    <BuilderStepLayout step="review">
      {(contract) => (
        <>
          <ReviewGoals goals={contract.Goals} />
          <FactSheetsPanel contract={contract} />
          <TotalsPanel contract={contract} />
        </>
      )}
    </BuilderStepLayout>
  );
}

function ReviewGoals({ goals }: { goals: readonly Goal[] }) {
  // Where the focus goes once a project is removed: its goal's heading.
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  return (
    <div className="d-grid gap-4 mb-4">
      {goals.map((goal, index) => (
        <section key={goal.Gid} className="review-goal" aria-labelledby={`review-goal-${goal.Gid}`}>
          <h2
            id={`review-goal-${goal.Gid}`}
            className="h4 review-goal-title"
            tabIndex={-1}
            ref={(element: HTMLHeadingElement | null) => {
              if (element) headings.current.set(goal.Gid, element);
              else headings.current.delete(goal.Gid);
            }}
          >
            {goalTitle(goal, index)}
          </h2>
          {goal.Projects.length === 0 ? (
            <p className="text-body-secondary mb-0">No projects in this goal yet.</p>
          ) : (
            <ul className="list-unstyled d-grid gap-2 mb-0">
              {goal.Projects.map((project) => (
                <ReviewProject
                  key={project.Pid}
                  gid={goal.Gid}
                  project={project}
                  onRemoved={() => headings.current.get(goal.Gid)?.focus()}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

interface ReviewProjectProps {
  gid: string;
  project: Project;
  onRemoved: () => void;
}

function ReviewProject({ gid, project, onRemoved }: ReviewProjectProps) {
  const setProjectSelected = useBuilderStore((state) => state.setProjectSelected);
  const removeProject = useBuilderStore((state) => state.removeProject);
  const openPdf = usePdfViewer((state) => state.open);
  const confirm = useConfirm();
  const checkboxId = useId();

  async function handleRemove() {
    if (!(await confirm(DELETE_PROJECT))) return;
    removeProject(gid, project.Pid);
    afterDialogCloses(onRemoved);
  }

  return (
    <li className={`project-row review-project${project.Selected ? '' : ' is-excluded'}`}>
      {/* The whole 44 px square toggles the checkbox. */}
      <label className="touch-square review-select" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          className="form-check-input"
          checked={project.Selected}
          onChange={(event) => setProjectSelected(gid, project.Pid, event.target.checked)}
        />
        <span className="visually-hidden">Include {project.Name}</span>
      </label>
      <div className="review-project-text">
        <div className="review-project-name">
          <span className="project-row-code">#{project.Wsid}</span> {project.Name}
        </div>
        {project.PdfFileName && <div className="small text-body-secondary">{project.PdfFileName}</div>}
      </div>
      <div className="review-project-end">
        <span className="review-project-total">{formatDollars(project.SubTotal)}</span>
        <IconButton
          label={`Open guide for ${project.Name}`}
          word="Guide"
          disabled={project.PdfFileName === ''}
          onClick={() => openPdf(project.PdfFileName)}
        >
          <InfoCircle aria-hidden="true" />
        </IconButton>
        <IconButton
          variant="outline-danger"
          label={`Remove ${project.Name}`}
          word="Remove"
          onClick={() => void handleRemove()}
        >
          <Trash aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}

function TotalsPanel({ contract }: { contract: Contract }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section className="review-totals card">
      <h2 className="h4 mb-0">
        <button
          type="button"
          className="review-totals-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Totals
          <ChevronDown aria-hidden="true" className={open ? 'is-open' : undefined} />
        </button>
      </h2>
      <div id={panelId} className="card-body pt-0" hidden={!open}>
        <dl className="review-totals-list mb-0">
          {contract.Goals.map((goal, index) => (
            <div key={goal.Gid} className="review-totals-row">
              <dt>{goalTitle(goal, index)}</dt>
              <dd>{formatDollars(goal.SubTotal)}</dd>
            </div>
          ))}
          <div className="review-totals-row is-total">
            <dt>Total</dt>
            <dd>{formatDollars(contract.Values.Total)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
