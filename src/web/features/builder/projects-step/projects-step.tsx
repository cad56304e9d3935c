// Add Projects (docs/product-rules.md#screens): each goal with its projects, a search over their names, and the
// toolbox's calculators. Adding and editing happen in the project modal; this screen keeps only which goal or
// project it is about.
import { useCallback, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { matchesSearch, NO_SEARCH_RESULTS } from '#domain/catalogue/search';
import type { Goal } from '#domain/contract/model';
import { BuilderStepLayout } from '../builder-step-layout';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { goalTitle } from '#domain/format/names';
import { AtticPreparationPanel } from './attic-preparation-panel';
import { GoalProjects } from './goal-projects';
import { ProjectModal, type ProjectModalRequest } from './project-modal';
import { Toolbox } from './toolbox/toolbox';
import './projects-step.css';

export function ProjectsStep() {
  return (
    <BuilderStepLayout step="projects">
      {(contract) => (
        <>
          <ProjectsBoard goals={contract.Goals} />
          <AtticPreparationPanel contract={contract} />
        </>
      )}
    </BuilderStepLayout>
  );
}

function ProjectsBoard({ goals }: { goals: readonly Goal[] }) {
  const moveProject = useBuilderStore((state) => state.moveProject);
  const [term, setTerm] = useState('');
  const [request, setRequest] = useState<ProjectModalRequest | null>(null);
  const searchId = useId();
  const searching = term.trim() !== '';
  // Without a search each goal's own list is passed, so unchanged goals skip rendering.
  const filtered = searching
    ? goals.map((goal) => goal.Projects.filter((project) => matchesSearch(project.Name, term)))
    : goals.map((goal) => goal.Projects);
  const handleAdd = useCallback((gid: string, title: string) => setRequest({ kind: 'add', gid, goalTitle: title }), []);
  const handleEdit = useCallback(
    (gid: string, pid: string, title: string) => setRequest({ kind: 'edit', gid, pid, goalTitle: title }),
    [],
  );
  const noResults = searching && filtered.every((projects) => projects.length === 0);

  return (
    <>
      <div className="projects-tools">
        <Toolbox />
        <Form.Group controlId={searchId}>
          <Form.Label>Search projects</Form.Label>
          <Form.Control
            type="search"
            value={term}
            autoComplete="off"
            onChange={(event) => setTerm(event.target.value)}
          />
        </Form.Group>
      </div>
      <div role="status" className={noResults ? 'alert alert-info' : 'visually-hidden'}>
        {noResults ? NO_SEARCH_RESULTS : ''}
      </div>
      <div className="d-grid gap-4">
        {goals.map((goal, index) => {
          const title = goalTitle(goal, index);
          return (
            <GoalProjects
              key={goal.Gid}
              goal={goal}
              title={title}
              projects={filtered[index] ?? []}
              onMove={moveProject}
              onAdd={handleAdd}
              onEdit={handleEdit}
            />
          );
        })}
      </div>
      <ProjectModal request={request} onClose={() => setRequest(null)} />
    </>
  );
}
