// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { usePdfViewer } from '#web/components/pdf-viewer/pdf-viewer-store';
import { builderContract, renderStep } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { ReviewStep } from './review-step';

beforeEach(() => {
  useBuilderStore.setState({ contract: handWorkedContract(), loaded: true });
});
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
  usePdfViewer.setState({ name: null });
});

function renderReviewStep() {
  const user = userEvent.setup();
  renderStep('/builder/review', <ReviewStep />);
  return { user };
}

const ATTIC = 'Blown Cellulose Attic Insulation to R-49';
const SEALING = 'Attic Air Sealing Package';
const COATING = 'Mold-Resistant Encapsulant Coating';
const LINER = 'Crawlspace Encapsulation (20-mil Liner)';
const DEHUMIDIFIER = 'Crawlspace Dehumidifier';

const include = (name: string) => screen.getByRole('checkbox', { name: `Include ${name}` });
const totals = () => screen.getByRole('button', { name: 'Totals' });

/** The totals panel as [goal or 'Total', amount] pairs. */
function totalsRows(): [string, string][] {
  const panel = document.getElementById(totals().getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('no totals panel');
  return within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

async function answerRemove(user: ReturnType<typeof userEvent.setup>, project: string, answer: 'Yes' | 'No') {
  await user.click(screen.getByRole('button', { name: `Remove ${project}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this project?');
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the review step', () => {
  it('shows each goal with its projects, and the step number', () => {
    renderReviewStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Review' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    const heating = screen.getByRole('region', { name: 'Lower heating bills' });
    expect(within(heating).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(heating).getByText('#A1-02')).toBeInTheDocument();
    expect(within(heating).getByText('A1x02')).toBeInTheDocument();
    expect(within(heating).getByText('$2,040.00')).toBeInTheDocument();
    const crawlspace = screen.getByRole('region', { name: 'Stop the musty crawlspace smell' });
    expect(within(crawlspace).getByText('#C1-06')).toBeInTheDocument();
    expect(within(crawlspace).getByText('$2,195.00')).toBeInTheDocument();
  });

  it('checks the projects that are selected', () => {
    renderReviewStep();
    for (const name of [ATTIC, SEALING, COATING, LINER]) expect(include(name)).toBeChecked();
    expect(include(DEHUMIDIFIER)).not.toBeChecked();
  });

  it('shows the goal subtotals and the Total from the contract', () => {
    renderReviewStep();
    expect(totalsRows()).toEqual([
      ['Lower heating bills', '$3,856.00'],
      ['Stop the musty crawlspace smell', '$3,965.00'],
      ['Total', '$7,821.00'],
    ]);
  });

  it('leaves a project out of the totals when it is unchecked', async () => {
    const { user } = renderReviewStep();
    await user.click(include(ATTIC));
    expect(include(ATTIC)).not.toBeChecked();
    expect(builderContract().Values.Total).toBe(5781);
    expect(totalsRows()).toEqual([
      ['Lower heating bills', '$1,816.00'],
      ['Stop the musty crawlspace smell', '$3,965.00'],
      ['Total', '$5,781.00'],
    ]);
  });

  it('adds a project to the totals when it is checked', async () => {
    const { user } = renderReviewStep();
    await user.click(include(DEHUMIDIFIER));
    expect(include(DEHUMIDIFIER)).toBeChecked();
    expect(builderContract().Values.Total).toBe(10016);
    expect(totalsRows()).toEqual([
      ['Lower heating bills', '$3,856.00'],
      ['Stop the musty crawlspace smell', '$6,160.00'],
      ['Total', '$10,016.00'],
    ]);
  });

  it('removes a project only once the agent confirms', async () => {
    const { user } = renderReviewStep();
    await answerRemove(user, ATTIC, 'No');
    expect(include(ATTIC)).toBeInTheDocument();
    expect(builderContract().Goals[0]?.Projects).toHaveLength(3);

    await answerRemove(user, ATTIC, 'Yes');
    expect(screen.queryByRole('checkbox', { name: `Include ${ATTIC}` })).not.toBeInTheDocument();
    expect(builderContract().Goals[0]?.Projects.map((project) => project.Name)).toEqual([SEALING, COATING]);
    expect(totalsRows().at(-1)).toEqual(['Total', '$5,781.00']);
    // The focus lands on the goal, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Lower heating bills' })).toHaveFocus());
  });

  it('says so when a goal has no projects, and names an unnamed goal by number', async () => {
    const { user } = renderReviewStep();
    await answerRemove(user, LINER, 'Yes');
    await answerRemove(user, DEHUMIDIFIER, 'Yes');
    expect(
      within(screen.getByRole('region', { name: 'Stop the musty crawlspace smell' })).getByText(
        'No projects in this goal yet.',
      ),
    ).toBeInTheDocument();

    useBuilderStore.getState().renameGoal(builderContract().Goals[1]!.Gid, '');
    expect(await screen.findByRole('heading', { level: 2, name: 'Goal 2' })).toBeInTheDocument();
  });

  it("opens the project's guide, and offers none when the project has no PDF", async () => {
    const { user } = renderReviewStep();
    await user.click(screen.getByRole('button', { name: `Open guide for ${ATTIC}` }));
    expect(usePdfViewer.getState().name).toBe('A1x02');
    expect(screen.getByRole('button', { name: `Open guide for ${COATING}` })).toBeDisabled();
  });

  it('opens the general guide, A1x1, for a guide outside the ten families', async () => {
    const contract = builderContract();
    const [goal] = contract.Goals;
    const attic = goal!.Projects.find((project) => project.Name === ATTIC)!;
    useBuilderStore.getState().replaceProject(goal!.Gid, { ...attic, PdfFileName: 'Z9x04' });
    const { user } = renderReviewStep();
    await user.click(screen.getByRole('button', { name: `Open guide for ${ATTIC}` }));
    expect(usePdfViewer.getState().name).toBe('A1x1');
  });

  it('collapses and expands the totals panel', async () => {
    const { user } = renderReviewStep();
    expect(totals()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('$7,821.00')).toBeVisible();

    await user.click(totals());
    expect(totals()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('$7,821.00')).not.toBeVisible();

    await user.click(totals());
    expect(totals()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('$7,821.00')).toBeVisible();
  });

  it('goes back to Projects and on to Contract', () => {
    renderReviewStep();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/builder/projects');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/builder/contract');
  });
});
