import { describe, expect, it } from 'vitest';
import fixture from './starter-catalogue.json';
import type { WorkScope } from '../contract/model';
import { catalogueFromWorkScopes } from './catalogue';

const scopes = fixture as WorkScope[];

function scope(id: number, category: { id: number; name: string }, ranks: number[] = [1]): WorkScope {
  return {
    id,
    wsid: `X1-${id}`,
    name: `Scope ${id}`,
    description: '',
    category,
    calculations: ranks.map((rank) => ({
      id: id * 10 + rank,
      name: `Line ${rank}`,
      qty_label: 'sq ft',
      rate: 1,
      description: '',
      rank,
    })),
    show_calculator: false,
    pdf: null,
  };
}

describe('catalogueFromWorkScopes with the fixture', () => {
  const catalogue = catalogueFromWorkScopes(scopes);
  const wsids = catalogue.flatMap((category) => category.Projects.map((p) => p.wsid));

  it('has the 10 visible categories sorted by name', () => {
    expect(catalogue.map((category) => category.Name)).toEqual([
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
    ]);
    expect(catalogue[0]?.Id).toBe(2);
  });

  it('holds the 59 visible scopes and neither hidden one', () => {
    expect(wsids).toHaveLength(59);
    expect(wsids).not.toContain('A7-99');
    expect(wsids).not.toContain('W1-99');
  });

  it('keeps the scopes of a category in their given order', () => {
    const attic = catalogue.find((category) => category.Name === 'Attic Insulation');
    expect(attic?.Projects.map((p) => p.wsid)).toEqual([
      'A1-01',
      'A1-02',
      'A1-03',
      'A1-04',
      'A1-05',
      'A1-06',
      'A1-07',
      'A1-08',
    ]);
  });
});

describe('catalogueFromWorkScopes', () => {
  it('groups by category id, not by position', () => {
    const walls = { id: 10, name: 'Walls' };
    const attic = { id: 1, name: 'Attic' };
    const catalogue = catalogueFromWorkScopes([scope(1, walls), scope(2, attic), scope(3, walls)]);
    expect(catalogue.map((c) => [c.Id, c.Name, c.Projects.map((p) => p.id)])).toEqual([
      [1, 'Attic', [2]],
      [10, 'Walls', [1, 3]],
    ]);
  });

  it('sorts names ignoring case', () => {
    const catalogue = catalogueFromWorkScopes([
      scope(1, { id: 1, name: 'basement' }),
      scope(2, { id: 2, name: 'Attic' }),
      scope(3, { id: 3, name: 'Crawlspace' }),
    ]);
    expect(catalogue.map((c) => c.Name)).toEqual(['Attic', 'basement', 'Crawlspace']);
  });

  it("sorts each scope's calculations by rank without touching the input", () => {
    const input = [scope(1, { id: 1, name: 'Attic' }, [3, 1, 2])];
    const catalogue = catalogueFromWorkScopes(input);
    expect(catalogue[0]?.Projects[0]?.calculations.map((c) => c.rank)).toEqual([1, 2, 3]);
    expect(input[0]?.calculations.map((c) => c.rank)).toEqual([3, 1, 2]);
  });

  it('leaves out the __HIDDEN category and gives nothing for no scopes', () => {
    expect(catalogueFromWorkScopes([scope(1, { id: 99, name: '__HIDDEN' })])).toEqual([]);
    expect(catalogueFromWorkScopes([])).toEqual([]);
  });
});
