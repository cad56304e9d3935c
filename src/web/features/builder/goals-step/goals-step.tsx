// Identify Goals (docs/product-rules.md#screens): one named goal per line, Add
// Goal for another, and delete after a confirmation. The domain keeps one
// empty goal when the last is deleted.
import { useEffect, useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { PlusLg, Trash } from 'react-bootstrap-icons';
import { contractLimits } from '#api/contract-limits';
import type { Goal } from '#domain/contract/model';
import { useConfirm } from '#web/components/confirm-store';
import { DELETE_GOAL } from '#web/components/confirmations';
import { afterDialogCloses } from '#web/components/after-dialog-closes';
import { BuilderStepLayout } from '../builder-step-layout';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import './goals-step.css';

export function GoalsStep() {
  return <BuilderStepLayout step="goals">{(contract) => <GoalList goals={contract.Goals} />}</BuilderStepLayout>;
}

function GoalList({ goals }: { goals: readonly Goal[] }) {
  const addGoal = useBuilderStore((state) => state.addGoal);
  const renameGoal = useBuilderStore((state) => state.renameGoal);
  const removeGoal = useBuilderStore((state) => state.removeGoal);
  const confirm = useConfirm();
  const inputs = useRef(new Map<string, HTMLTextAreaElement>());
  // Set by Add Goal: once the new goal is on screen, its input takes the focus.
  const focusNew = useRef(false);
  const latestGoals = useRef(goals);

  useEffect(() => {
    latestGoals.current = goals;
    if (!focusNew.current) return;
    focusNew.current = false;
    const last = goals.at(-1);
    if (last) inputs.current.get(last.Gid)?.focus();
  }, [goals]);

  async function handleDelete(goal: Goal, index: number) {
    if (!(await confirm(DELETE_GOAL))) return;
    removeGoal(goal.Gid);
    // The deleted goal's button is gone: the goal that took its place (or the
    // one before it) takes the focus, so it does not fall back to the page.
    afterDialogCloses(() => {
      const remaining = latestGoals.current;
      const next = remaining[Math.min(index, remaining.length - 1)];
      if (next) inputs.current.get(next.Gid)?.focus();
    });
  }

  return (
    <>
      <ol className="list-unstyled d-grid gap-3 mb-4">
        {goals.map((goal, index) => {
          const label = `Goal ${index + 1}`;
          return (
            <li key={goal.Gid} className="goal-row">
              <Form.Group controlId={`goal-${goal.Gid}`}>
                <Form.Label>{label}</Form.Label>
                {/* Two lines that wrap, so a goal in the customer's own words is never cut off; a goal is one line. */}
                <Form.Control
                  as="textarea"
                  rows={2}
                  className="goal-name"
                  ref={(element: HTMLTextAreaElement | null) => {
                    if (element) inputs.current.set(goal.Gid, element);
                    else inputs.current.delete(goal.Gid);
                  }}
                  autoComplete="off"
                  maxLength={contractLimits.nameLength}
                  value={goal.Name}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                  onChange={(event) => renameGoal(goal.Gid, event.target.value.replace(/[\r\n]+/g, ' '))}
                />
              </Form.Group>
              <Button
                variant="outline-danger"
                className="goal-delete"
                aria-label={`Delete goal ${label}`}
                onClick={() => void handleDelete(goal, index)}
              >
                <Trash aria-hidden="true" />
                <span className="icon-button-word" aria-hidden="true">
                  Delete
                </span>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline-primary"
        onClick={() => {
          focusNew.current = true;
          addGoal();
        }}
      >
        <PlusLg aria-hidden="true" />
        Add Goal
      </Button>
    </>
  );
}
