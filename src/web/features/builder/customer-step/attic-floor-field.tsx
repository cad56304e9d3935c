// The attic's own floor on the Customer step (docs/decisions/079-the-attics-own-floor.md): typed by the agent, or taken
// from the area calculator's rooms named for an attic; what the ventilation term is sized from. Empty: no attic, no
// ventilation term.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Area, JobSite } from '#domain/contract/model';
import { atticRoomsOf, MAX_ATTIC_FLOOR } from '#domain/insulation/attic-floor';
import { formatSquareFeet } from '#domain/format/money-format';

interface AtticFloorFieldProps {
  site: JobSite;
  area: Area;
  onChange: (site: JobSite) => void;
}

/** '1,500.5' or '1500.50' -> 1500.5; null for anything that is not a floor of an attic. */
function floorOf(typed: string): number | null {
  const value = Number(typed.replace(/,/g, '').trim());
  if (!Number.isFinite(value) || value <= 0 || value > MAX_ATTIC_FLOOR) return null;
  return Math.round(value * 100) / 100;
}

export function AtticFloorField({ site, area, onChange }: AtticFloorFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const stated = site.AtticFloor;
  const shown = typed ?? (stated === undefined ? '' : String(stated));
  const wrong = typed !== null && typed.trim() !== '' && floorOf(typed) === null;
  const rooms = atticRoomsOf(area);

  function state(value: number | null) {
    const { AtticFloor: _previous, ...rest } = site;
    onChange(value === null ? rest : { ...rest, AtticFloor: value });
  }

  return (
    <Form.Group controlId="job-site-attic-floor" className="mb-2">
      <Form.Label>Attic floor (sq ft)</Form.Label>
      <Form.Control
        inputMode="decimal"
        value={shown}
        isInvalid={wrong}
        aria-invalid={wrong}
        aria-describedby="job-site-attic-floor-help"
        onChange={(event) => {
          setTyped(event.target.value);
          const value = floorOf(event.target.value);
          if (value !== null || event.target.value.trim() === '') state(value);
        }}
        onBlur={() => setTyped(null)}
      />
      <Form.Control.Feedback type="invalid">
        Type the attic&rsquo;s floor in square feet, like 1,200, up to {formatSquareFeet(MAX_ATTIC_FLOOR)}.
      </Form.Control.Feedback>
      <Form.Text id="job-site-attic-floor-help" as="p" className="mb-1">
        The attic&rsquo;s own floor, not the whole house: its ventilation is sized from it. Left empty, the contract has
        no attic ventilation term.
      </Form.Text>
      {rooms && rooms.squareFeet !== stated && (
        <Button variant="outline-primary" size="sm" onClick={() => state(rooms.squareFeet)}>
          Use the area calculator&rsquo;s {rooms.names.join(' and ')}: {formatSquareFeet(rooms.squareFeet)}
        </Button>
      )}
    </Form.Group>
  );
}
