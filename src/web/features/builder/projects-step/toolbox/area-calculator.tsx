// The toolbox's area calculator (docs/product-rules.md#screens, decision 060): rooms measured to the inch on the
// contract's Area, each totalled, and the area total. The domain parses and totals; every length that reads goes
// straight to the store, one that does not says how to type it and leaves the room as it was.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { PlusLg, Trash } from 'react-bootstrap-icons';
import { contractLimits } from '#api/contract-limits';
import { addRoom, formatLength, parseLength, removeRoom, updateRoom } from '#domain/calculators/area';
import type { Area, AreaRoom } from '#domain/contract/model';
import { formatSquareFeet } from '#domain/format/money-format';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { newClientId } from '#web/contract-in-progress/ids';

type Dimension = 'Width' | 'Length';

/** What the agent is typing in the focused width or length, before the domain parses it. */
interface Typing {
  roomId: string;
  field: Dimension;
  text: string;
}

export function AreaCalculator() {
  const area = useBuilderStore((state) => state.contract?.Area);
  const setArea = useBuilderStore((state) => state.setArea);
  const id = useId();
  const [typing, setTyping] = useState<Typing | null>(null);
  const nameInputs = useRef(new Map<string, HTMLInputElement>());
  // Set by Add Room and remove: the room whose name takes the focus once the rooms are on screen.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null || !area) return;
    const room = area.AreaRoom[Math.min(focusIndex.current, area.AreaRoom.length - 1)];
    focusIndex.current = null;
    if (room) nameInputs.current.get(room.Id)?.focus();
  }, [area]);

  if (!area) return null;

  // Reads the store, not this render's area: two quick keystrokes must not undo each other.
  function change(edit: (current: Area) => Area) {
    const current = useBuilderStore.getState().contract?.Area;
    if (current) setArea(edit(current));
  }

  function shown(room: AreaRoom, field: Dimension): string {
    if (typing?.roomId === room.Id && typing.field === field) return typing.text;
    return formatLength(room[field]);
  }

  function problemOf(room: AreaRoom, field: Dimension): string | null {
    if (typing?.roomId !== room.Id || typing.field !== field) return null;
    const read = parseLength(typing.text);
    return read.ok ? null : read.message;
  }

  function dimensionInput(room: AreaRoom, number: number, field: Dimension) {
    const controlId = `${id}-${room.Id}-${field}`;
    const problem = problemOf(room, field);
    return (
      <Form.Group controlId={controlId} className={`area-room-${field.toLowerCase()}`}>
        <Form.Label>
          {field} (ft)<span className="visually-hidden">, room {number}</span>
        </Form.Label>
        <Form.Control
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder="0"
          aria-describedby={problem === null ? `${id}-how` : `${controlId}-problem ${id}-how`}
          aria-invalid={problem !== null}
          isInvalid={problem !== null}
          value={shown(room, field)}
          onChange={(event) => {
            const text = event.target.value;
            setTyping({ roomId: room.Id, field, text });
            const read = parseLength(text);
            if (read.ok) change((current) => updateRoom(current, room.Id, { [field]: read.feet }));
          }}
          onBlur={() => {
            if (problemOf(room, field) === null) setTyping(null);
          }}
        />
        {problem && (
          <Form.Control.Feedback type="invalid" id={`${controlId}-problem`}>
            {problem}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  }

  return (
    <div className="area-calculator">
      <p id={`${id}-how`} className="small text-body-secondary">
        Feet, or feet and inches (14.5 or 14&apos; 6&quot;), kept to the nearest inch. Totals are to the hundredth of a
        square foot.
      </p>
      <ol className="list-unstyled d-grid gap-3 mb-3" aria-label="Rooms">
        {area.AreaRoom.map((room, index) => {
          const number = index + 1;
          return (
            <li key={room.Id} className="area-room">
              <Form.Group controlId={`${id}-${room.Id}-name`} className="area-room-name">
                <Form.Label>
                  Room name<span className="visually-hidden">, room {number}</span>
                </Form.Label>
                <Form.Control
                  ref={(element: HTMLInputElement | null) => {
                    if (element) nameInputs.current.set(room.Id, element);
                    else nameInputs.current.delete(room.Id);
                  }}
                  type="text"
                  autoComplete="off"
                  maxLength={contractLimits.nameLength}
                  value={room.RoomName}
                  onChange={(event) => {
                    const RoomName = event.target.value;
                    change((current) => updateRoom(current, room.Id, { RoomName }));
                  }}
                />
              </Form.Group>
              <Button
                variant="outline-danger"
                className="area-room-remove"
                aria-label={room.RoomName.trim() ? `Remove ${room.RoomName.trim()}` : `Remove room ${number}`}
                onClick={() => {
                  focusIndex.current = index;
                  change((current) => removeRoom(current, room.Id, newClientId()));
                }}
              >
                <Trash aria-hidden="true" />
              </Button>
              {dimensionInput(room, number, 'Width')}
              {dimensionInput(room, number, 'Length')}
              <div className="area-room-total">
                <span className="form-label d-block">Total</span>
                <span className="toolbox-result-value">{formatSquareFeet(room.Total)}</span>
              </div>
            </li>
          );
        })}
      </ol>

      <Button
        variant="outline-primary"
        onClick={() => {
          focusIndex.current = area.AreaRoom.length;
          change((current) => addRoom(current, newClientId()));
        }}
      >
        <PlusLg aria-hidden="true" />
        Add Room
      </Button>

      <div className="toolbox-result mt-3">
        <span id={`${id}-total`}>Total area</span>
        <output aria-labelledby={`${id}-total`} aria-live="polite" className="toolbox-result-value">
          {formatSquareFeet(area.Total)}
        </output>
      </div>
    </div>
  );
}
