// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import workscopes from '#domain/catalogue/starter-catalogue.json';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { builderContract, renderStep } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { ProjectsStep } from './projects-step';

const HEATING = 'Lower heating bills';
const CRAWLSPACE = 'Stop the musty crawlspace smell';
const CELLULOSE = 'Blown Cellulose Attic Insulation to R-49';
const SPRAY_FOAM = /Roof Deck Open-Cell Spray Foam/;

beforeEach(() => {
  useBuilderStore.setState({ contract: handWorkedContract(), loaded: true });
  useCatalogueStore.setState({ scopes: workscopes as WorkScope[], loaded: true });
});
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
  useCatalogueStore.setState({ scopes: null, loaded: false });
});

function renderProjectsStep() {
  const user = userEvent.setup();
  renderStep('/builder/projects', <ProjectsStep />);
  return { user };
}

const goal = (name: string) => screen.getByRole('region', { name });
const projectNames = (name: string) =>
  within(within(goal(name)).getByRole('list', { name: `Projects in ${name}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const goalTotal = (name: string) => within(goal(name)).getByText(/^Goal Total/).textContent;

async function openPicker(user: ReturnType<typeof userEvent.setup>, goalName: string) {
  await user.click(screen.getByRole('button', { name: `Add project to ${goalName}` }));
  return screen.findByRole('dialog', { name: `Add project to ${goalName}` });
}

async function chooseSprayFoam(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Search work scopes'), 'spray');
  await user.click(within(dialog).getByRole('button', { name: SPRAY_FOAM }));
}

const line = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('group', { name });

async function closed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the projects step', () => {
  it('lists each goal with its projects, in order, and its GoalTotal', () => {
    renderProjectsStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Implement Projects' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(projectNames(HEATING)).toEqual([
      `#A1-02 ${CELLULOSE}$2,040.00`,
      '#A2-01 Attic Air Sealing Package$1,395.00',
      '#A5-03 Mold-Resistant Encapsulant Coating$421.00',
    ]);
    expect(goalTotal(HEATING)).toBe('Goal Total $3,856.00');
    // GoalTotal counts every project, the one left out on review as well.
    expect(goalTotal(CRAWLSPACE)).toBe('Goal Total $6,160.00');
    expect(within(goal(CRAWLSPACE)).getByText(/not included/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Move ${CELLULOSE}` })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    expect(screen.getByRole('button', { name: `Edit ${CELLULOSE}` })).toBeInTheDocument();
  });

  it('searches project names without regard to case, and says when nothing matches', async () => {
    const { user } = renderProjectsStep();
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.type(search, 'CRAWLSPACE');
    expect(within(goal(HEATING)).queryByRole('list')).not.toBeInTheDocument();
    expect(projectNames(CRAWLSPACE)).toEqual([
      '#C1-01 Crawlspace Encapsulation (20-mil Liner)$3,965.00',
      '#C1-06 Crawlspace Dehumidifier (not included)$2,195.00',
    ]);
    expect(screen.queryByText('No results for this search term')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'heat pump');
    // Said in a live region, so a screen reader hears it as well.
    expect(screen.getByText('No results for this search term')).toHaveAttribute('role', 'status');
    await user.clear(search);
    expect(projectNames(HEATING)).toHaveLength(3);
    expect(screen.queryByText('No results for this search term')).not.toBeInTheDocument();
  });

  it('opens the toolbox calculators', async () => {
    const { user } = renderProjectsStep();
    await user.click(screen.getByRole('button', { name: 'Area Calculator' }));
    expect(await screen.findByRole('dialog', { name: 'Area Calculator' })).toBeInTheDocument();
  });
});

describe('adding a project', () => {
  it('picks a work scope, then adds it with its quantities only on Add to Goal', async () => {
    const { user } = renderProjectsStep();
    const dialog = await openPicker(user, HEATING);
    await chooseSprayFoam(user, dialog);
    expect(within(dialog).getByRole('heading', { name: /Roof Deck Open-Cell Spray Foam/ })).toBeInTheDocument();
    await user.type(within(line(dialog, /^Open-cell spray foam/)).getByLabelText('Quantity'), '1800');
    expect(within(line(dialog, /^Open-cell spray foam/)).getByText('$1,530.00')).toBeInTheDocument();
    // Nothing reaches the goal before Add to Goal.
    expect(goalTotal(HEATING)).toBe('Goal Total $3,856.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Goal' }));
    await closed();
    expect(projectNames(HEATING)).toHaveLength(4);
    expect(projectNames(HEATING)[3]).toBe('#A1-07 Roof Deck Open-Cell Spray Foam (Conditioned Attic)$1,530.00');
    expect(goalTotal(HEATING)).toBe('Goal Total $5,386.00');
    expect(builderContract().Values.Total).toBe(7821 + 1530);
    expect(builderContract().Changed).toBe(true);
  });

  it('throws the draft away on Cancel, and on Escape', async () => {
    const { user } = renderProjectsStep();
    for (const leave of ['Cancel', 'Escape'] as const) {
      const dialog = await openPicker(user, HEATING);
      await chooseSprayFoam(user, dialog);
      await user.type(within(line(dialog, /^Open-cell spray foam/)).getByLabelText('Quantity'), '1800');
      if (leave === 'Cancel') await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      else await user.keyboard('{Escape}');
      await closed();
      expect(projectNames(HEATING)).toHaveLength(3);
      expect(goalTotal(HEATING)).toBe('Goal Total $3,856.00');
    }
  });

  it('refuses Add to Goal while a quantity is missing, saying which', async () => {
    const { user } = renderProjectsStep();
    const dialog = await openPicker(user, CRAWLSPACE);
    await chooseSprayFoam(user, dialog);
    const quantity = within(line(dialog, /^Open-cell spray foam/)).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Add to Goal' }));
    expect(quantity).toHaveAccessibleDescription('Quantity is required');
    expect(quantity).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(projectNames(CRAWLSPACE)).toHaveLength(2);
  });

  it('goes back from the editor to the picker, and opens at the picker again after closing', async () => {
    const { user } = renderProjectsStep();
    let dialog = await openPicker(user, HEATING);
    await chooseSprayFoam(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Choose another work scope' }));
    expect(within(dialog).getByLabelText('Search work scopes')).toBeInTheDocument();
    await chooseSprayFoam(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    dialog = await openPicker(user, HEATING);
    expect(within(dialog).getByLabelText('Search work scopes')).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Add to Goal' })).not.toBeInTheDocument();
  });
});

describe('editing a project', () => {
  it('saves every change to the goal at once', async () => {
    const { user } = renderProjectsStep();
    await user.click(screen.getByRole('button', { name: `Edit ${CELLULOSE}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit project in ${HEATING}` });
    const quantity = within(dialog).getByLabelText('Quantity');
    expect(quantity).toHaveValue('1200');
    await user.clear(quantity);
    await user.type(quantity, '1000');
    // 1,000 sq ft x $1.70 = 1,700 in place of 2,040, before the dialog is closed.
    expect(goalTotal(HEATING)).toBe('Goal Total $3,516.00');
    expect(builderContract().Values.Total).toBe(7821 - 340);
    await user.type(within(dialog).getByLabelText('Treatment Notes'), 'Baffles at every eave');
    expect(builderContract().Goals[0]?.Projects[0]?.TreatmentNotes).toBe('Baffles at every eave');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await closed();
    expect(projectNames(HEATING)[0]).toBe(`#A1-02 ${CELLULOSE}$1,700.00`);
  });

  it('keeps the last good value while a field is blank', async () => {
    const { user } = renderProjectsStep();
    await user.click(screen.getByRole('button', { name: `Edit ${CELLULOSE}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit project in ${HEATING}` });
    await user.clear(within(dialog).getByLabelText('Difficulty Factor'));
    await user.tab();
    expect(within(dialog).getByLabelText('Difficulty Factor')).toHaveAccessibleDescription(
      'Difficulty Factor is required',
    );
    expect(builderContract().Goals[0]?.Projects[0]?.Calculations[0]?.DifficultyFactor).toBe(1);
    expect(goalTotal(HEATING)).toBe('Goal Total $3,856.00');
  });
});
