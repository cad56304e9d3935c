// The loose-fill work the office still has to give a label chart: the starter book's blown cellulose has none.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../testing/builders';
import { installsLooseFill, scopesWithoutChart } from './missing-label-charts';

describe('loose-fill work without a label chart', () => {
  it('is every blown or loose-fill install of the starter book with no chart, and never a removal', () => {
    expect(scopesWithoutChart(catalogue).map((scope) => `${scope.wsid} ${scope.name}`)).toEqual([
      'A1-01 Blown Cellulose Attic Insulation to R-38',
      'A1-02 Blown Cellulose Attic Insulation to R-49',
      'A1-03 Blown Cellulose Attic Insulation to R-60',
      'G1-05 Garage Walls Blown-In Insulation',
      'G1-06 Garage Attic Blown Insulation',
    ]);
  });

  it('reads the work’s name', () => {
    expect(installsLooseFill('Loose-fill rock wool over the attic floor')).toBe(true);
    expect(installsLooseFill('Blown Insulation Removal (Vacuum)')).toBe(false);
    expect(installsLooseFill('R-30 batts in basement ceiling')).toBe(false);
  });
});
