// Attic preparation on the Projects step (docs/decisions/063-attic-preparation.md): beside blown attic insulation,
// the agent counts vented rafter bays, recessed lights not rated IC and the access; the panel gives the depth
// markers and offers the preparation projects from the price book, each added only when the agent taps it.
import { useState } from 'react';
import { currentSite } from '#domain/insulation/job-site';
import { Button, Form } from 'react-bootstrap';
import { PlusLg } from 'react-bootstrap-icons';
import {
  blowsAtticInsulation,
  depthMarkers,
  preparationSuggestions,
  type AtticAccess,
  type AtticCounts,
} from '#domain/insulation/attic-preparation';
import type { Contract } from '#domain/contract/model';
import { recalculateProject } from '#domain/contract/totals';
import { goalTitle } from '#domain/format/names';
import { formatCount, formatSquareFeet } from '#domain/format/money-format';
import { draftProject, useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useCatalogueStore } from '#web/sync/catalogue-download';

const COUNT = /^\d{1,4}$/;

export function AtticPreparationPanel({ contract }: { contract: Contract }) {
  const scopes = useCatalogueStore((state) => state.scopes);
  const insertProject = useBuilderStore((state) => state.insertProject);
  const [typed, setTyped] = useState({ ventedBays: '', nonIcLights: '' });
  const [access, setAccess] = useState<AtticAccess>('none');

  const goalIndex = contract.Goals.findIndex((goal) => goal.Projects.some(blowsAtticInsulation));
  const goal = contract.Goals[goalIndex];
  if (!goal) return null;

  const count = (text: string) => (COUNT.test(text.trim()) ? Number(text.trim()) : 0);
  const counts: AtticCounts = {
    ventedBays: count(typed.ventedBays),
    nonIcLights: count(typed.nonIcLights),
    access,
  };
  const suggestions = preparationSuggestions(contract, counts, scopes ?? []);
  // The attic's own floor, as the Customer step states it (decision 079): never the whole house measured.
  const floor = currentSite(contract)?.AtticFloor ?? 0;
  const title = goalTitle(goal, goalIndex);

  function countField(field: 'ventedBays' | 'nonIcLights', label: string) {
    const text = typed[field];
    const wrong = text.trim() !== '' && !COUNT.test(text.trim());
    return (
      <Form.Group controlId={`attic-prep-${field}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          isInvalid={wrong}
          aria-invalid={wrong}
          aria-describedby={wrong ? `attic-prep-${field}-problem` : undefined}
          onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
        />
        {wrong && (
          <Form.Control.Feedback type="invalid" id={`attic-prep-${field}-problem`}>
            Type a whole number, like 24
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  }

  return (
    <section className="card mt-4" aria-labelledby="attic-prep-heading">
      <div className="card-body d-grid gap-3">
        <h2 id="attic-prep-heading" className="h5 mb-0">
          Attic preparation
        </h2>
        <p className="mb-0">
          {floor > 0
            ? `Depth markers: ${formatCount(depthMarkers(floor))}, one per 300 sq ft of the attic’s ${formatSquareFeet(floor)}.`
            : 'Depth markers: one per 300 sq ft of attic floor, once the Customer step states the attic’s floor.'}
        </p>
        <div className="attic-prep-counts">
          {countField('ventedBays', 'Rafter bays vented at the eaves')}
          {countField('nonIcLights', 'Recessed lights not rated IC')}
          <Form.Group controlId="attic-prep-access">
            <Form.Label>Attic access</Form.Label>
            <Form.Select value={access} onChange={(event) => setAccess(event.target.value as AtticAccess)}>
              <option value="none">Not counted</option>
              <option value="hatch">Scuttle hatch</option>
              <option value="stairs">Pull-down stairs</option>
            </Form.Select>
          </Form.Group>
        </div>
        {suggestions.length > 0 && (
          <ul className="list-unstyled d-grid gap-2 mb-0" aria-label="Suggested preparation">
            {suggestions.map(({ scope, quantity, why }) => (
              <li key={scope.wsid} className="d-flex flex-wrap align-items-center gap-2">
                <span className="flex-grow-1">
                  {scope.name}, {formatCount(quantity)}: {why}.
                </span>
                <Button
                  variant="outline-primary"
                  aria-label={`Add ${scope.name}, ${formatCount(quantity)}, to ${title}`}
                  onClick={() => {
                    const project = draftProject(scope);
                    const [first, ...rest] = project.Calculations;
                    if (!first) return;
                    const calculations = [{ ...first, Quantity: quantity }, ...rest];
                    insertProject(goal.Gid, recalculateProject({ ...project, Calculations: calculations }));
                  }}
                >
                  <PlusLg aria-hidden="true" />
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
