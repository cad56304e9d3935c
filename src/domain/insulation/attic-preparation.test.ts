// The preparation blown attic insulation needs: counted from what the agent sees, offered from the price book.
import { describe, expect, it } from 'vitest';
import type { Contract } from '../contract/model';
import { catalogue, newContract, sequentialIds, withProject } from '../testing/builders';
import { blowsAtticInsulation, depthMarkers, preparationSuggestions } from './attic-preparation';

const ids = sequentialIds();
const withCellulose: Contract = withProject(newContract(ids), 0, { wsid: 'A1-02', lines: [[1500, 1]] }, ids);

describe('attic preparation', () => {
  it.each([
    [0, 0],
    [1, 1],
    [300, 1],
    [300.01, 2],
    [1500, 5],
    [1501, 6],
    [474, 2],
  ])('puts up %d sq ft worth of depth markers: %d', (floor, markers) => {
    expect(depthMarkers(floor)).toBe(markers);
  });

  it('goes with blown attic insulation only', () => {
    const project = withCellulose.Goals[0]!.Projects[0]!;
    expect(blowsAtticInsulation(project)).toBe(true);
    expect(blowsAtticInsulation({ ...project, Selected: false })).toBe(false);
    expect(blowsAtticInsulation({ ...project, Name: 'Cathedral Ceiling Dense-Pack Insulation' })).toBe(false);
  });

  it('offers baffles, light covers and the hatch from the price book, with the counts as quantities', () => {
    const suggestions = preparationSuggestions(
      withCellulose,
      { ventedBays: 24, nonIcLights: 3, access: 'hatch' },
      catalogue,
    );
    expect(suggestions.map(({ scope, quantity, why }) => [scope.wsid, quantity, why])).toEqual([
      ['A4-01', 24, '24 vented rafter bays: a baffle in each keeps the vents open'],
      ['A2-04', 3, '3 recessed lights not rated IC: insulation stays 3 in. away'],
      ['A2-05', 1, 'the attic hatch, insulated and weatherstripped to the attic’s level'],
    ]);
  });

  it('offers the stairs cover for pull-down stairs, nothing for a count of 0, nor what the contract has', () => {
    const withBaffles = withProject(withCellulose, 0, { wsid: 'A4-01', lines: [[10, 1]] }, ids);
    const suggestions = preparationSuggestions(
      withBaffles,
      { ventedBays: 24, nonIcLights: 0, access: 'stairs' },
      catalogue,
    );
    expect(suggestions.map(({ scope, quantity }) => [scope.wsid, quantity])).toEqual([['A2-06', 1]]);
    expect(preparationSuggestions(withCellulose, { ventedBays: 1, nonIcLights: 1, access: 'none' }, [])).toEqual([]);
  });
});
