// One goal on the Projects step: its projects in order, each dragged to a new place with dnd-kit and the original's
// numbers, its GoalTotal and the control that adds a project. Screen readers hear where a project is as it moves
// (announcements below).
import {
  closestCenter,
  defaultKeyboardCoordinateGetter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { GripVertical, PencilSquare, PlusLg } from 'react-bootstrap-icons';
import type { Goal, Project } from '#domain/contract/model';
import { formatDollars } from '#domain/format/money-format';
import '../project-row.css';
import { IconButton } from '#web/components/icon-button';

export const DRAG_ACTIVATION_DISTANCE_PX = 10;
export const SORT_ANIMATION_MS = 200;

// Module constants: options made anew on each render would make dnd-kit
// rebuild its sensors, and with them re-render every row of the goal.
const POINTER_OPTIONS = { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } };
// dnd-kit's own keyboard getter moves 25 px per arrow key, the original's step.
const KEYBOARD_OPTIONS = { coordinateGetter: defaultKeyboardCoordinateGetter };
const SORT_TRANSITION = { duration: SORT_ANIMATION_MS, easing: 'ease' };

export const DRAG_INSTRUCTIONS =
  'To move a project, press Space or Enter, move it with the arrow keys, then press Space or Enter to drop it there, or Escape to put it back.';

interface GoalProjectsProps {
  goal: Goal;
  /** The goal's name as shown ('Goal 2' when it has none). */
  title: string;
  /** The projects to list: all of them, or those matching the search. */
  projects: readonly Project[];
  onMove: (gid: string, from: number, to: number) => void;
  onAdd: (gid: string, title: string) => void;
  onEdit: (gid: string, pid: string, title: string) => void;
}

// Memoised, with stable callbacks from the parent: a keystroke in one project
// re-renders its own goal only (the domain keeps the other goals' objects).
export const GoalProjects = memo(function GoalProjects({
  goal,
  title,
  projects,
  onMove,
  onAdd,
  onEdit,
}: GoalProjectsProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const itemKey = projects.map((project) => project.Pid).join(' ');
  // The same array while the order is the same, so the sortable rows need not re-render.
  const items = useMemo(() => (itemKey === '' ? [] : itemKey.split(' ')), [itemKey]);
  const headingId = `projects-goal-${goal.Gid}`;

  /** Indices in the whole goal, so a move made in a filtered list lands where it should. */
  const indexOf = (id: UniqueIdentifier) => goal.Projects.findIndex((project) => project.Pid === id);
  const nameOf = (id: UniqueIdentifier) => goal.Projects[indexOf(id)]?.Name ?? 'The project';
  const place = (id: UniqueIdentifier) =>
    `position ${projects.findIndex((p) => p.Pid === id) + 1} of ${projects.length}`;

  // dnd-kit reports the project over itself as soon as a drag starts; saying
  // so would cut off 'Picked up', so only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}, at ${place(active.id)} in ${title}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return over ? `${nameOf(active.id)} is now at ${place(over.id)}.` : `${nameOf(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at ${place(over.id)}.`
        : `${nameOf(active.id)} put back at ${place(active.id)}.`,
    onDragCancel: ({ active }) => `Move cancelled. ${nameOf(active.id)} is back at ${place(active.id)}.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(goal.Gid, from, to);
  }

  return (
    <section className="projects-goal" aria-labelledby={headingId}>
      <div className="projects-goal-header">
        <h2 id={headingId} className="h4 mb-0">
          {title}
        </h2>
        <p className="projects-goal-total mb-0">
          Goal Total <strong>{formatDollars(goal.GoalTotal)}</strong>
        </p>
      </div>
      {projects.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
        >
          <SortableContext items={items} strategy={verticalListSortingStrategy}>
            <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={`Projects in ${title}`}>
              {projects.map((project) => (
                <SortableProject key={project.Pid} gid={goal.Gid} title={title} project={project} onEdit={onEdit} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {goal.Projects.length === 0 && <p className="text-body-secondary">No projects in this goal yet.</p>}
      <Button variant="outline-primary" className="projects-add" onClick={() => onAdd(goal.Gid, title)}>
        <PlusLg aria-hidden="true" /> Add project to {title}
      </Button>
    </section>
  );
});

interface SortableProjectProps {
  gid: string;
  title: string;
  project: Project;
  onEdit: GoalProjectsProps['onEdit'];
}

const SortableProject = memo(function SortableProject({ gid, title, project, onEdit }: SortableProjectProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: project.Pid,
    transition: SORT_TRANSITION,
  });
  return (
    <li
      ref={setNodeRef}
      className={`project-row projects-project${isDragging ? ' is-dragging' : ''}${project.Selected ? '' : ' is-excluded'}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="touch-square projects-handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${project.Name}`}
      >
        <GripVertical aria-hidden="true" />
      </button>
      <div className="projects-project-text">
        <span className="project-row-code">#{project.Wsid}</span> {project.Name}
        {!project.Selected && <span className="small text-body-secondary"> (not included)</span>}
      </div>
      <span className="projects-project-total">{formatDollars(project.SubTotal)}</span>
      <IconButton label={`Edit ${project.Name}`} onClick={() => onEdit(gid, project.Pid, title)}>
        <PencilSquare aria-hidden="true" />
      </IconButton>
    </li>
  );
});
