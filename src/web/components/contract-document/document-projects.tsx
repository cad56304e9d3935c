// The work the customer buys: one table per goal that has a selected project,
// each selected project a group of rows under its #code and name, with only
// the lines that have a quantity (domain: goalsOnContract), then the goal's
// subtotal. The subtotal sits in a last tbody, not a tfoot: a browser repeats
// a tfoot on every printed page, which would show it before its lines.
import type { Calculation } from '#domain/contract/model';
import type { ContractGoalSection, ContractProjectLine } from '#domain/contract/document';
import { formatDollars } from '#domain/format/money-format';
import { goalTitle } from '#domain/format/names';
import { formatFactor, formatQuantity } from './document-numbers';

export function DocumentProjects({ sections }: { sections: readonly ContractGoalSection[] }) {
  return (
    <section className="doc-work" aria-label="Work to be done">
      {sections.map((section, index) => (
        <GoalTable key={section.goal.Gid} section={section} title={goalTitle(section.goal, index)} />
      ))}
    </section>
  );
}

function GoalTable({ section, title }: { section: ContractGoalSection; title: string }) {
  return (
    <table className="doc-table doc-goal-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className="doc-col-quantity">
            Quantity
          </th>
          <th scope="col">Description</th>
          <th scope="col" className="doc-number">
            Rate
          </th>
          <th scope="col" className="doc-number">
            Difficulty
          </th>
          <th scope="col" className="doc-number">
            Total
          </th>
        </tr>
      </thead>
      {section.projects.map((line) => (
        <ProjectRows key={line.project.Pid} line={line} />
      ))}
      <tbody className="doc-goal-subtotal">
        <tr>
          <th scope="row" colSpan={4}>
            {title} subtotal
          </th>
          <td className="doc-number">{formatDollars(section.goal.SubTotal)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function ProjectRows({ line }: { line: ContractProjectLine }) {
  const { project, calculations } = line;
  return (
    <tbody className="doc-project">
      <tr className="doc-project-heading">
        <th scope="rowgroup" colSpan={5}>
          <span className="doc-project-code">#{project.Wsid}</span> {project.Name}
        </th>
      </tr>
      {calculations.length === 0 ? (
        <tr>
          <td colSpan={5} className="doc-muted">
            No quantities entered.
          </td>
        </tr>
      ) : (
        calculations.map((calculation) => <CalculationRow key={calculation.Guid} calculation={calculation} />)
      )}
    </tbody>
  );
}

function CalculationRow({ calculation }: { calculation: Calculation }) {
  return (
    <tr>
      <td className="doc-col-quantity" data-label="Quantity">
        {formatQuantity(calculation.Quantity)} {calculation.QuantityLabel}
      </td>
      <td className="doc-col-description">{calculation.Name}</td>
      <td className="doc-number" data-label="Rate">
        {formatDollars(calculation.Rate)}
      </td>
      <td className="doc-number" data-label="Difficulty">
        {formatFactor(calculation.DifficultyFactor)}
      </td>
      <td className="doc-number" data-label="Total">
        {formatDollars(calculation.Total)}
      </td>
    </tr>
  );
}
