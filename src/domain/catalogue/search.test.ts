import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fixture from './starter-catalogue.json';
import type { Goal, Project, WorkScope } from '../contract/model';
import { catalogueFromWorkScopes } from './catalogue';
import { NO_SEARCH_RESULTS, hasAnyResult, matchesSearch, searchCatalogue, searchGoalProjects } from './search';

const catalogue = catalogueFromWorkScopes(fixture as WorkScope[]);

function project(name: string): Project {
  return {
    Pid: name,
    Guid: name,
    Id: 0,
    Wsid: '',
    Name: name,
    Description: '',
    TreatmentNotes: '',
    ShowBoardFeetCalculator: false,
    PdfFileName: '',
    Selected: true,
    SubTotal: 100,
    Calculations: [],
  };
}

function goal(name: string, projects: string[]): Goal {
  return { Gid: name, Id: null, Name: name, Projects: projects.map(project), GoalTotal: 0, SubTotal: 0 };
}

describe('matchesSearch', () => {
  it('matches a substring ignoring case', () => {
    expect(matchesSearch('Closed-Cell Spray Foam', 'spray')).toBe(true);
    expect(matchesSearch('Closed-Cell Spray Foam', 'CELL SP')).toBe(true);
    expect(matchesSearch('Closed-Cell Spray Foam', 'batts')).toBe(false);
  });

  it('matches everything with an empty or blank term', () => {
    expect(matchesSearch('Anything', '')).toBe(true);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });

  it('ignores spaces around the term', () => {
    expect(matchesSearch('Ridge Vent', ' ridge ')).toBe(true);
  });

  it('always finds a name by any part of it, in any case', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (name, a, b) => {
        const part = name.slice(Math.min(a, b), Math.max(a, b));
        expect(matchesSearch(name, part.toUpperCase())).toBe(true);
        expect(matchesSearch(name.toUpperCase(), part.toLowerCase())).toBe(true);
      }),
    );
  });
});

describe('searchCatalogue', () => {
  it('keeps only the matching scopes and drops empty categories', () => {
    const found = searchCatalogue(catalogue, 'SPRAY foam');
    expect(found.map((c) => [c.Name, c.Projects.map((p) => p.wsid)])).toEqual([
      ['Attic Insulation', ['A1-07']],
      ['Basement', ['B1-01', 'B1-04']],
      ['Crawlspace', ['C1-04']],
      ['Garage', ['G1-03']],
    ]);
  });

  it('gives the whole catalogue for a blank term and nothing for a miss', () => {
    expect(searchCatalogue(catalogue, ' ')).toEqual(catalogue);
    expect(searchCatalogue(catalogue, 'zzz-no-such-scope')).toEqual([]);
  });
});

describe('searchGoalProjects', () => {
  const goals = [goal('Comfort', ['Attic Batts', 'Ridge Vent']), goal('Health', ['Crawl Liner'])];

  it('keeps every goal, each with its matching projects only', () => {
    const found = searchGoalProjects(goals, 'VENT');
    expect(found.map((g) => [g.Name, g.Projects.map((p) => p.Name)])).toEqual([
      ['Comfort', ['Ridge Vent']],
      ['Health', []],
    ]);
    expect(hasAnyResult(found)).toBe(true);
  });

  it('reports no result when nothing matches', () => {
    const found = searchGoalProjects(goals, 'dehumidifier');
    expect(found).toHaveLength(2);
    expect(hasAnyResult(found)).toBe(false);
    expect(NO_SEARCH_RESULTS).toBe('No results for this search term');
  });

  it('does not change the goals it was given', () => {
    searchGoalProjects(goals, 'vent');
    expect(goals[0]?.Projects).toHaveLength(2);
  });
});
