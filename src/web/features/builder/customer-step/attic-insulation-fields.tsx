// The attic's insulation on the Customer step (docs/decisions/062-attic-target.md): what is there, measured, and the
// target the agent chooses with the customer, the code minimum or ENERGY STAR's recommendation; the layer to add.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { JobSite } from '#domain/contract/model';
import { atticTarget, type TargetBasis } from '#domain/insulation/attic-target';
import type { IeccEdition } from '#domain/insulation/climate-zone-table';
import {
  EXISTING_MATERIAL_IDS,
  EXISTING_MATERIALS,
  MAX_EXISTING_INCHES,
  type ExistingMaterial,
} from '#domain/insulation/existing-insulation';
import { zoneIn } from '#domain/insulation/job-site';
import { codeMinimumAtticR, energyStarAtticR } from '#domain/insulation/target-r';

interface Props {
  site: JobSite;
  edition: IeccEdition;
  /** The R the contract's attic insulation is sold to, when a selected project names one. */
  soldR: number | null;
  onChange: (site: JobSite) => void;
}

const DEPTH = /^(\d{1,2}(?:\.\d*)?|\.\d+)$/;

/** Inches to the quarter, or a message: '3.5' -> 3.5, '3.3' -> refused. */
function readDepth(text: string): { inches: number } | { problem: string } {
  const typed = text.trim();
  if (typed === '') return { inches: 0 };
  if (!DEPTH.test(typed)) return { problem: 'Type the depth in inches, like 3.5' };
  const inches = Number(typed);
  if (inches > MAX_EXISTING_INCHES) return { problem: `A depth is at most ${MAX_EXISTING_INCHES} inches` };
  if (!Number.isInteger(inches * 4)) return { problem: 'Measure to the quarter inch: 3.25, 3.5 or 3.75' };
  return { inches };
}

export function AtticInsulationFields({ site, edition, soldR, onChange }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const zone = zoneIn(site, edition);
  const material = site.Existing?.Material ?? '';
  const depthText = typed ?? (site.Existing ? String(site.Existing.Inches) : '');
  const depth = readDepth(depthText);
  const target = atticTarget(site, edition, soldR);
  const insulated = (site.Existing?.Inches ?? 0) >= 3;

  function setExisting(next: ExistingMaterial | '', inches: number) {
    const { Existing: _previous, ...rest } = site;
    onChange(next === '' ? rest : { ...rest, Existing: { Material: next, Inches: inches } });
  }

  function setTarget(basis: TargetBasis) {
    onChange({ ...site, Target: basis });
  }

  const choices: [TargetBasis, string][] = [
    ['code', `Code minimum: R-${codeMinimumAtticR(zone, edition)} (${edition} IECC, new homes)`],
    [
      'energy-star',
      `ENERGY STAR: R-${energyStarAtticR(zone, insulated ? 'insulated' : 'uninsulated')} (existing home, ${insulated ? '3 in. or more there now' : 'uninsulated attic'})`,
    ],
  ];

  return (
    <fieldset className="mt-3">
      <legend className="fs-6 fw-semibold mb-1">Attic insulation</legend>
      <div className="d-flex flex-wrap gap-3">
        <Form.Group controlId="attic-existing-material">
          <Form.Label>Insulation there now</Form.Label>
          <Form.Select
            value={material}
            onChange={(event) => {
              setTyped(null);
              setExisting(event.target.value as ExistingMaterial | '', 'inches' in depth ? depth.inches : 0);
            }}
          >
            <option value="">None</option>
            {EXISTING_MATERIAL_IDS.map((id) => (
              <option key={id} value={id}>
                {EXISTING_MATERIALS[id].label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="attic-existing-depth">
          <Form.Label>Depth measured (in)</Form.Label>
          <Form.Control
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={material === ''}
            value={material === '' ? '' : depthText}
            aria-invalid={'problem' in depth}
            aria-describedby={'problem' in depth ? 'attic-existing-depth-problem' : undefined}
            isInvalid={'problem' in depth}
            onChange={(event) => {
              setTyped(event.target.value);
              const read = readDepth(event.target.value);
              if ('inches' in read && material !== '') setExisting(material, read.inches);
            }}
            onBlur={() => {
              if (!('problem' in readDepth(depthText))) setTyped(null);
            }}
          />
          {'problem' in depth && (
            <Form.Control.Feedback type="invalid" id="attic-existing-depth-problem">
              {depth.problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </div>
      <fieldset className="mt-2">
        <legend className="form-label fs-6 mb-1">Target for the attic</legend>
        {choices.map(([basis, label]) => (
          <Form.Check
            key={basis}
            className="choice-inline"
            type="radio"
            id={`attic-target-${basis}`}
            name="attic-target"
            label={label}
            checked={site.Target === basis}
            onChange={() => setTarget(basis)}
          />
        ))}
      </fieldset>
      {target && (
        <p className="mb-0" role="status" aria-label="Insulation to add">
          {target.existing ? `About R-${target.existing.r} there now; ` : 'No insulation counted now; '}
          {target.r === target.recommended
            ? `to reach R-${target.r}, add at least R-${target.added}.`
            : `the attic insulation chosen is sold to R-${target.r}, not the R-${target.recommended} above: ` +
              `add at least R-${target.added}.`}
        </p>
      )}
    </fieldset>
  );
}
