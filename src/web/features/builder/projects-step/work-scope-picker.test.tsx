// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { catalogue, scope } from '#domain/testing/builders';
import { WorkScopePicker } from './work-scope-picker';

afterEach(cleanup);

const CATEGORIES = [
  'Attic Air Sealing',
  'Attic Insulation',
  'Attic Mold & Moisture',
  'Attic Ventilation',
  'Basement',
  'Crawlspace',
  'Ducts & Exhaust Ventilation',
  'Garage',
  'Insulation Removal',
  'Walls, Doors & Whole House',
];

function renderPicker(scopes: readonly WorkScope[] | null = catalogue) {
  const onPick = vi.fn<(scope: WorkScope) => void>();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <WorkScopePicker scopes={scopes} onPick={onPick} />
    </MemoryRouter>,
  );
  return { user, onPick };
}

const category = (name: string) => screen.getByRole('button', { name });
const openCategories = () => CATEGORIES.filter((name) => screen.queryByRole('button', { name, expanded: true }));
const search = () => screen.getByRole('searchbox', { name: 'Search work scopes' });
/** The names of the scope buttons on screen, in order. */
const visibleScopes = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

describe('the work-scope picker', () => {
  it('lists the categories by name, hidden ones left out, all folded', () => {
    renderPicker();
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles).toHaveLength(CATEGORIES.length);
    toggles.forEach((toggle, index) => expect(toggle).toHaveAccessibleName(CATEGORIES[index]));
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
    expect(visibleScopes()).toEqual([]);
  });

  it('opens a category to show its scopes with their codes, and folds it again', async () => {
    const { user } = renderPicker();
    await user.click(category('Attic Insulation'));
    expect(category('Attic Insulation')).toHaveAttribute('aria-expanded', 'true');
    expect(visibleScopes()).toHaveLength(8);
    expect(
      screen.getByRole('button', { name: '#A1-07 Roof Deck Open-Cell Spray Foam (Conditioned Attic)' }),
    ).toBeVisible();

    await user.click(category('Attic Insulation'));
    expect(category('Attic Insulation')).toHaveAttribute('aria-expanded', 'false');
    expect(visibleScopes()).toEqual([]);
  });

  it('hands the chosen scope to onPick', async () => {
    const { user, onPick } = renderPicker();
    await user.click(category('Attic Insulation'));
    await user.click(screen.getByRole('button', { name: /Roof Deck Open-Cell Spray Foam/ }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.lastCall?.[0]).toMatchObject({ wsid: 'A1-07', name: scope('A1-07').name });
  });

  it('shows every match of a search, in its open category, ignoring case', async () => {
    const { user } = renderPicker();
    await user.type(search(), 'SPRAY foam');
    expect(screen.getByRole('status')).toHaveTextContent('5 work scopes match');
    expect(openCategories()).toEqual(['Attic Insulation', 'Basement', 'Crawlspace', 'Garage']);
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    expect(visibleScopes()).toEqual([
      '#A1-07 Roof Deck Open-Cell Spray Foam (Conditioned Attic)',
      '#B1-01 Rim Joist Closed-Cell Spray Foam',
      '#B1-04 Basement Wall Closed-Cell Spray Foam',
      '#C1-04 Crawlspace Wall Closed-Cell Spray Foam',
      '#G1-03 Bonus Room Floor Closed-Cell Spray Foam',
    ]);
  });

  it('lets a category be folded while searching, until the term changes', async () => {
    const { user } = renderPicker();
    await user.type(search(), 'spray foa');
    await user.click(category('Basement'));
    expect(category('Basement')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Rim Joist/ })).not.toBeInTheDocument();

    await user.type(search(), 'm');
    expect(category('Basement')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Rim Joist/ })).toBeVisible();
  });

  it('says so when nothing matches, hidden scopes included', async () => {
    const { user } = renderPicker();
    await user.type(search(), 'Disposal & Dump');
    expect(screen.getByRole('status')).toHaveTextContent('No results for this search term');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the folded list once the search is cleared', async () => {
    const { user } = renderPicker();
    await user.click(category('Garage'));
    await user.type(search(), 'attic');
    await user.clear(search());
    expect(openCategories()).toEqual(['Garage']);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(9);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['no download yet', null],
    ['an empty download', []],
    ['only hidden scopes', [scope('A7-99'), scope('W1-99')]],
  ])('sends the agent to Sync Scopes when the device has %s', (_case, scopes) => {
    renderPicker(scopes);
    expect(screen.getByText(/There are no work scopes on this device yet/)).toHaveTextContent(
      'There are no work scopes on this device yet. While online, download them from Sync Scopes.',
    );
    expect(screen.getByRole('link', { name: 'Sync Scopes' })).toHaveAttribute('href', '/data-transfer');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
