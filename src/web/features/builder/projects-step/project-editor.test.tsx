// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFromWorkScope } from '#domain/contract/factories';
import type { Project } from '#domain/contract/model';
import { scope, sequentialIds } from '#domain/testing/builders';
import { usePdfViewer } from '#web/components/pdf-viewer/pdf-viewer-store';
import { ProjectEditor, type ProjectEditorHandle, type ProjectEditorProps } from './project-editor';

afterEach(() => {
  cleanup();
  usePdfViewer.setState({ name: null });
});

const ROOF_DECK = 'Roof Deck Open-Cell Spray Foam (Conditioned Attic)';
const FOAM = 'Open-cell spray foam (board ft)';
const COATING = 'Intumescent ignition barrier coating (sq ft)';

const projectOf = (wsid: string) => projectFromWorkScope(scope(wsid), sequentialIds());

/** The editor under a parent that keeps what onChange sends, as the modal will. */
function renderEditor(initial: Project, areaTotal = 0, bags?: ProjectEditorProps['bags']) {
  const onChange = vi.fn<(project: Project) => void>();
  const onValidityChange = vi.fn<(valid: boolean) => void>();
  const ref = createRef<ProjectEditorHandle>();
  let replace: (project: Project) => void = () => undefined;
  function Parent() {
    const [project, setProject] = useState(initial);
    replace = setProject;
    return (
      <ProjectEditor
        ref={ref}
        project={project}
        areaTotal={areaTotal}
        bags={bags}
        onValidityChange={onValidityChange}
        onChange={(next) => {
          onChange(next);
          setProject(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(<Parent />);
  return {
    user,
    onChange,
    onValidityChange,
    validate: () => {
      let valid: boolean | undefined;
      act(() => {
        valid = ref.current?.validate();
      });
      return valid;
    },
    replace: (project: Project) => act(() => replace(project)),
    latest: () => onChange.mock.lastCall?.[0],
  };
}

const line = (name: string) => within(screen.getByRole('group', { name }));
const quantity = (name: string) => line(name).getByRole('textbox', { name: 'Quantity' });
const difficulty = (name: string) => line(name).getByRole('textbox', { name: 'Difficulty Factor' });

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('the project editor', () => {
  it('shows the project: name, #code, description, and each line at quantity 0', () => {
    renderEditor(projectOf('A1-07'));
    expect(screen.getByRole('heading', { name: ROOF_DECK })).toBeInTheDocument();
    expect(screen.getByText('#A1-07')).toBeInTheDocument();
    expect(screen.getByText(scope('A1-07').description)).toBeInTheDocument();
    expect(quantity(FOAM)).toHaveValue('0');
    expect(quantity(FOAM)).toBeRequired();
    expect(quantity(FOAM)).toHaveAttribute('inputmode', 'decimal');
    expect(difficulty(FOAM)).toHaveValue('1');
    expect(line(FOAM).getByLabelText('Rate')).toHaveTextContent('$0.85');
    expect(line(COATING).getByLabelText('Rate')).toHaveTextContent('$0.95');
    expect(line(FOAM).getByLabelText('Total')).toHaveTextContent('$0.00');
    expect(screen.getByLabelText('Project Total')).toHaveTextContent('$0.00');
  });

  it('totals a line as Quantity x Rate x Difficulty Factor, and the project', async () => {
    const { user, latest } = renderEditor(projectOf('A1-07'));
    await retype(user, quantity(FOAM), '1800');
    expect(latest()?.Calculations[0]).toMatchObject({ Quantity: 1800, DifficultyFactor: 1, Total: 1530 });
    expect(line(FOAM).getByLabelText('Total')).toHaveTextContent('$1,530.00');

    await retype(user, quantity(COATING), '1,200');
    expect(quantity(COATING)).toHaveValue('1,200');
    expect(latest()?.Calculations[1]).toMatchObject({ Quantity: 1200, Total: 1140 });
    expect(latest()?.SubTotal).toBe(2670);
    expect(screen.getByLabelText('Project Total')).toHaveTextContent('$2,670.00');
  });

  it('rounds the line total half up: 58 x $1.40 x 1.25 = 101.5 makes $102', async () => {
    const { user, latest } = renderEditor(projectOf('A1-01'));
    const name = 'Blown cellulose to R-38 (sq ft)';
    expect(line(name).getByLabelText('Rate')).toHaveTextContent('$1.40');
    await retype(user, quantity(name), '58');
    await retype(user, difficulty(name), '1.25');
    expect(latest()?.Calculations[0]).toMatchObject({ Quantity: 58, DifficultyFactor: 1.25, Total: 102 });
    expect(line(name).getByLabelText('Total')).toHaveTextContent('$102.00');
  });

  it('keeps a cleared Quantity blank, sends nothing, and says it is required once left', async () => {
    const { user, onChange, onValidityChange } = renderEditor(projectOf('A1-07'));
    await user.clear(quantity(FOAM));
    expect(quantity(FOAM)).toHaveValue('');
    expect(quantity(FOAM)).not.toHaveAttribute('aria-invalid', 'true');
    expect(onValidityChange.mock.lastCall).toEqual([false]);

    await user.tab();
    expect(quantity(FOAM)).toHaveAttribute('aria-invalid', 'true');
    expect(quantity(FOAM)).toHaveAccessibleDescription('Quantity is required');
    expect(onChange).not.toHaveBeenCalled();

    await user.type(quantity(FOAM), '10');
    expect(quantity(FOAM)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Quantity is required')).not.toBeInTheDocument();
    expect(onValidityChange.mock.lastCall).toEqual([true]);
  });

  it('shows what does not read as a number at once, keeping the last good value', async () => {
    const { user, latest } = renderEditor(projectOf('A1-07'));
    await retype(user, quantity(FOAM), '12');
    await user.type(quantity(FOAM), 'abc');
    expect(quantity(FOAM)).toHaveValue('12abc');
    expect(quantity(FOAM)).toHaveAccessibleDescription('Quantity must be a number, like 12 or 1.25');
    expect(latest()?.Calculations[0]?.Quantity).toBe(12);

    await retype(user, difficulty(FOAM), '-1');
    expect(difficulty(FOAM)).toHaveAccessibleDescription('Difficulty Factor cannot be negative');
    expect(latest()?.Calculations[0]?.DifficultyFactor).toBe(1);
  });

  it('on validate(), shows every error and focuses the first field in error', async () => {
    const { user, validate } = renderEditor(projectOf('A1-07'));
    expect(validate()).toBe(true);

    await user.clear(difficulty(COATING));
    await user.clear(quantity(COATING));
    await user.click(screen.getByRole('textbox', { name: 'Treatment Notes' }));
    await user.clear(difficulty(FOAM));
    expect(validate()).toBe(false);
    expect(difficulty(FOAM)).toHaveFocus();
    expect(difficulty(FOAM)).toHaveAccessibleDescription('Difficulty Factor is required');
    expect(quantity(COATING)).toHaveAccessibleDescription('Quantity is required');
    expect(difficulty(COATING)).toHaveAccessibleDescription('Difficulty Factor is required');
  });

  it('shows the value the parent puts in place of what was typed', async () => {
    const { user, replace } = renderEditor(projectOf('A1-07'));
    await user.clear(quantity(FOAM));
    const project = projectOf('A1-07');
    replace({
      ...project,
      Calculations: project.Calculations.map((calculation) => ({ ...calculation, Quantity: 500 })),
    });
    expect(quantity(FOAM)).toHaveValue('500');
    expect(quantity(FOAM)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the treatment notes as typed', async () => {
    const { user, latest } = renderEditor(projectOf('A1-07'));
    await user.type(screen.getByRole('textbox', { name: 'Treatment Notes' }), 'North slope only');
    expect(latest()?.TreatmentNotes).toBe('North slope only');
    expect(screen.getByRole('textbox', { name: 'Treatment Notes' })).toHaveValue('North slope only');
  });

  it("opens the project's guide, and offers none when the scope has no PDF", async () => {
    const { user } = renderEditor(projectOf('A1-07'));
    await user.click(screen.getByRole('button', { name: `Open guide for ${ROOF_DECK}` }));
    expect(usePdfViewer.getState().name).toBe('A1x07');
    cleanup();

    renderEditor(projectOf('A5-03'));
    expect(screen.getByRole('button', { name: 'Open guide for Mold-Resistant Encapsulant Coating' })).toBeDisabled();
  });

  it('fills the board-feet line from the calculator', async () => {
    const { user, latest } = renderEditor(projectOf('A1-07'));
    expect(line(COATING).queryByRole('button', { name: /Board feet calculator/ })).not.toBeInTheDocument();
    const toggle = line(FOAM).getByRole('button', { name: 'Board feet calculator for Open-cell spray foam' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(line(FOAM).getByRole('textbox', { name: 'Length (ft)' }), '20');
    await user.type(line(FOAM).getByRole('textbox', { name: 'Width (ft)' }), '30');
    await user.type(line(FOAM).getByRole('textbox', { name: 'Thickness (in)' }), '3');
    await user.click(line(FOAM).getByRole('button', { name: 'Use 1,800 board ft' }));

    expect(quantity(FOAM)).toHaveValue('1800');
    expect(quantity(FOAM)).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(latest()?.Calculations[0]).toMatchObject({ Quantity: 1800, Total: 1530 });
    expect(line(FOAM).getByLabelText('Total')).toHaveTextContent('$1,530.00');
  });

  it('puts the area total, to the hundredth, into a line counted in square feet', async () => {
    const { user, latest } = renderEditor(projectOf('A1-01'), 128.98);
    const name = 'Blown cellulose to R-38 (sq ft)';
    await user.click(
      line(name).getByRole('button', {
        name: 'Use the area total, 128.98 sq ft, as the quantity of Blown cellulose to R-38',
      }),
    );
    expect(quantity(name)).toHaveValue('128.98');
    expect(quantity(name)).toHaveFocus();
    // 128.98 x $1.40 = $180.572, a whole-dollar line total of $181.
    expect(latest()?.Calculations[0]).toMatchObject({ Quantity: 128.98, Total: 181 });
    expect(line(name).getByLabelText('Total')).toHaveTextContent('$181.00');
    expect(line(name).queryByRole('button', { name: /Use the area total/ })).not.toBeInTheDocument();
  });

  it('offers the area total only on lines in square feet, and only once there is an area', () => {
    renderEditor(projectOf('A1-07'), 174);
    expect(line(FOAM).queryByRole('button', { name: /Use the area total/ })).not.toBeInTheDocument();
    expect(line(COATING).getByRole('button', { name: /Use the area total/ })).toHaveTextContent(
      'Use the area total (174 sq ft)',
    );
    cleanup();
    renderEditor(projectOf('A1-07'));
    expect(screen.queryByRole('button', { name: /Use the area total/ })).not.toBeInTheDocument();
  });

  it('reads the bags from the label chart, and puts the net area into the line', async () => {
    const fiberglass = 'Blown fiberglass to R-49';
    const { user, latest } = renderEditor(projectOf('A1-04'), 1500, { chart: scope('A1-04').chart!, rNeeded: 49 });
    const toggle = screen.getByRole('button', { name: `Bags from the label for ${fiberglass}` });
    await user.click(toggle);
    const bags = screen.getByRole('status', { name: 'Bags from the label' });
    // 1,500 sq ft x 25.2 bags per 1,000 = 37.8, so 38 bags; 1,500 x 0.780 lb = 1,170 lb.
    expect(bags.textContent).toBe('R-49 row: 38 bags, at least 1,170 lb; installed 18.5 in., settled 18.5 in.');
    await retype(user, screen.getByRole('textbox', { name: 'R-value to add' }), '45');
    expect(bags).toHaveTextContent('R-49 row: 38 bags');
    await retype(user, screen.getByRole('textbox', { name: 'R-value to add' }), '61');
    expect(bags).toHaveTextContent('The label stops at R-60: it cannot give R-61.');
    await retype(user, screen.getByRole('textbox', { name: 'R-value to add' }), '30');
    await retype(user, screen.getByRole('textbox', { name: 'Net area (sq ft)' }), '174');
    expect(bags.textContent).toBe('R-30 row: 3 bags, at least 80.4 lb; installed 11.75 in., settled 11.75 in.');
    await user.click(screen.getByRole('button', { name: `Use 174 sq ft as the quantity of ${fiberglass}` }));
    expect(latest()?.Calculations[0]).toMatchObject({ Quantity: 174 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts no bags when the attic already has its target', async () => {
    const { user } = renderEditor(projectOf('A1-04'), 1500, { chart: scope('A1-04').chart!, rNeeded: 0 });
    await user.click(screen.getByRole('button', { name: 'Bags from the label for Blown fiberglass to R-49' }));
    expect(screen.getByRole('textbox', { name: 'R-value to add' })).toHaveValue('0');
    expect(screen.getByRole('status', { name: 'Bags from the label' }).textContent).toBe(
      'R-0 to add: the attic already has its target, so no bags.',
    );
    expect(screen.queryByRole('button', { name: /^Use 1,500 sq ft as the quantity/ })).not.toBeInTheDocument();
  });

  it('offers no bags calculator for a scope without a chart', () => {
    renderEditor(projectOf('A1-01'), 1500);
    expect(screen.queryByRole('button', { name: /Bags from the label/ })).not.toBeInTheDocument();
  });

  it('offers the calculator on the first line when no line counts board feet', () => {
    const project = projectOf('A1-06');
    renderEditor({ ...project, ShowBoardFeetCalculator: true });
    expect(screen.getAllByRole('button', { name: /^Board feet calculator for / })).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Board feet calculator for R-19/R-21 batts in knee wall' }),
    ).toBeInTheDocument();
  });

  it('offers no calculator when the scope does not ask for one', () => {
    renderEditor(projectOf('A1-01'));
    expect(screen.queryByRole('button', { name: /Board feet calculator/ })).not.toBeInTheDocument();
  });
});
