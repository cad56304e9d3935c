// The work the customer buys: one table per goal with a selected project, each project's #code, name, treatment notes,
// lines with a quantity and loose-fill label figures, then the goal's subtotal. The subtotal sits in a last tbody, not a
// tfoot: a browser repeats a tfoot on every printed page, which would show it before its lines.
import { memo } from 'react';
import type { PrintedGoal, PrintedLine, PrintedProject } from '#domain/printed-contract/printed-contract';
import { useDocumentLabels } from './document-labels';

const COLUMN_CLASSES = ['doc-col-quantity', undefined, 'doc-number', 'doc-number', 'doc-number'];

// Most of a big contract's page, and the same `work` (printed-contract.ts keeps
// it per Goals array) until a project changes: a new deposit or note, or the
// agent read from the device after the first render, leaves it as it is.
export const DocumentProjects = memo(function DocumentProjects({
  work,
  quoteLabels,
}: {
  work: readonly PrintedGoal[];
  /** What each loose-fill project's label asks for, by project key (decision 084). */
  quoteLabels: ReadonlyMap<string, string>;
}) {
  const labels = useDocumentLabels();
  return (
    <section className="doc-work" aria-label={labels.work}>
      {work.map((goal) => (
        <GoalTable key={goal.key} goal={goal} quoteLabels={quoteLabels} />
      ))}
    </section>
  );
});

/** A goal's rows on screen before it is laid out: its projects' headings, notes and lines, its caption, head and subtotal. */
function rowsOf(goal: PrintedGoal, quoteLabels: ReadonlyMap<string, string>): number {
  return goal.projects.reduce(
    (rows, project) =>
      rows +
      1 +
      (project.treatmentNotes === '' ? 0 : 1) +
      (quoteLabels.has(project.key) ? 1 : 0) +
      Math.max(project.lines.length, 1),
    3,
  );
}

// The block around each table lets the browser skip laying out the goals
// below the screen (content-visibility in contract-document.css), so a
// 500-project contract shows in a frame; the estimate keeps the scrollbar
// near its true length until a goal has been seen once.
function GoalTable({ goal, quoteLabels }: { goal: PrintedGoal; quoteLabels: ReadonlyMap<string, string> }) {
  return (
    <div className="doc-goal" style={{ containIntrinsicBlockSize: `auto ${rowsOf(goal, quoteLabels) * ROW_REM}rem` }}>
      <GoalRows goal={goal} quoteLabels={quoteLabels} />
    </div>
  );
}

/** The height of one row of the work table, in rem, as contract-document.css draws it on a tablet. */
const ROW_REM = 2.2;

function GoalRows({ goal, quoteLabels }: { goal: PrintedGoal; quoteLabels: ReadonlyMap<string, string> }) {
  const labels = useDocumentLabels();
  return (
    <table className="doc-table doc-goal-table">
      <caption>{goal.title}</caption>
      <thead>
        <tr>
          {labels.workColumns.map((column, index) => (
            <th key={column} scope="col" className={COLUMN_CLASSES[index]}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {goal.projects.map((project) => (
        <ProjectRows key={project.key} project={project} quoteLabel={quoteLabels.get(project.key) ?? null} />
      ))}
      <tbody className="doc-goal-subtotal">
        <tr>
          <th scope="row" colSpan={4}>
            {goal.subtotalLabel}
          </th>
          <td className="doc-number">{goal.subtotal}</td>
        </tr>
      </tbody>
    </table>
  );
}

function ProjectRows({ project, quoteLabel }: { project: PrintedProject; quoteLabel: string | null }) {
  const labels = useDocumentLabels();
  return (
    <tbody className="doc-project">
      <tr className="doc-project-heading">
        <th scope="rowgroup" colSpan={5}>
          <span className="doc-project-code">{project.code}</span> {project.name}
        </th>
      </tr>
      {project.treatmentNotes !== '' && (
        <tr className="doc-treatment-notes">
          <td colSpan={5}>
            <span className="doc-treatment-notes-label">{labels.treatmentNotes}</span> {project.treatmentNotes}
          </td>
        </tr>
      )}
      {project.lines.length === 0 ? (
        <tr>
          <td colSpan={5} className="doc-muted">
            {labels.noQuantities}
          </td>
        </tr>
      ) : (
        project.lines.map((line) => <LineRow key={line.key} line={line} />)
      )}
      {quoteLabel !== null && (
        <tr className="doc-quote-label">
          <td colSpan={5}>{quoteLabel}</td>
        </tr>
      )}
    </tbody>
  );
}

// A big contract has 2,500 lines: each is a bare row of five cells, styled
// by position (.doc-line in contract-document.css), which React makes faster
// than cells with a class and a label each.
function LineRow({ line }: { line: PrintedLine }) {
  return (
    <tr className="doc-line">
      <td>{line.quantity}</td>
      <td>{line.description}</td>
      <td>{line.rate}</td>
      <td>{line.difficulty}</td>
      <td>{line.total}</td>
    </tr>
  );
}
