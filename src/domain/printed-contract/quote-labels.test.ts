// Under each loose-fill line the quote says what its label asks for the R its layer must give (decision 084): the
// bags for the line's area, the least weight per square foot, and both depths, in the language of the sale.
import { describe, expect, it } from 'vitest';
import { addGoal } from '../contract/edits';
import type { Contract } from '../contract/model';
import { siteOf, setSite } from '../insulation/job-site';
import { newContract, sequentialIds, withProject } from '../testing/builders';
import { quoteLabels, quoteLabelsOf } from './quote-labels';
import { voiceOf } from './words/contract-words';

/** Blown fiberglass over a 1,500 sq ft attic (the starter book's A1-04 "to R-49", or A1-05 "to R-60"). */
function attic(wsid: 'A1-04' | 'A1-05', selected = true): Contract {
  const ids = sequentialIds(wsid);
  const contract = withProject(addGoal(newContract(ids), 'attic'), 0, { wsid, lines: [[1500, 1]], selected }, ids);
  return { ...contract, Customer: { ...contract.Customer, State: 'WI' } };
}
const only = (sentences: ReadonlyMap<string, string>) => [...sentences.values()];

describe('the label figures on the quote', () => {
  it('read the row of the R the project is sold to: R-60 on 1,500 sq ft is 48 bags, 0.972 lb, 22 in.', () => {
    // 1,500 x 31.4 / 1,000 = 47.1, so 48 bags.
    expect(only(quoteLabels(attic('A1-05'), 2021, voiceOf('en')))).toEqual([
      'By the CertainTeed InsulSafe SP label, for R-60: at least 48 bags on 1,500 sq ft, at least 0.972 lb per sq ft, ' +
        'installed at least 22 in. deep and 22 in. once settled.',
    ]);
    expect(only(quoteLabels({ ...attic('A1-05'), Language: 'es' }, 2021, voiceOf('es')))).toEqual([
      'Según la etiqueta de CertainTeed InsulSafe SP, para R-60: al menos 48 bolsas en 1,500 pies², al menos 0.972 lb ' +
        'por pie², instalado con al menos 22 pulg. de espesor y 22 pulg. una vez asentado.',
    ]);
  });

  it('read the row of the layer to add where the attic has insulation and a target (decision 082)', () => {
    // Sold to R-49 in Douglas County, WI (6A), 3.5 in. of batts there: R-39 more, the label's R-44 row:
    // 1,500 x 22.4 / 1,000 = 33.6, so 34 bags.
    const contract = setSite(attic('A1-04'), {
      ...siteOf(['55031', 'Douglas', 'WI', '7', '6A']),
      Existing: { Material: 'fiberglass-batts', Inches: 3.5 },
      Target: 'code',
    });
    expect(only(quoteLabels(contract, 2021, voiceOf('en')))).toEqual([
      'By the CertainTeed InsulSafe SP label, for R-44: at least 34 bags on 1,500 sq ft, at least 0.695 lb per sq ft, ' +
        'installed at least 16.75 in. deep and 16.75 in. once settled.',
    ]);
  });

  it('are left out for work not selected, work with no chart, and a line with no area', () => {
    expect(quoteLabels(attic('A1-05', false), 2021, voiceOf('en')).size).toBe(0);
    const { Label: _label, ...withoutChart } = attic('A1-05').Goals[0]!.Projects[0]!;
    const contract = attic('A1-05');
    const noChart = { ...contract, Goals: [{ ...contract.Goals[0]!, Projects: [withoutChart] }] };
    expect(quoteLabels(noChart, 2021, voiceOf('en')).size).toBe(0);
    const project = contract.Goals[0]!.Projects[0]!;
    const noArea = {
      ...contract,
      Goals: [
        {
          ...contract.Goals[0]!,
          Projects: [{ ...project, Calculations: project.Calculations.map((line) => ({ ...line, Quantity: 0 })) }],
        },
      ],
    };
    expect(quoteLabels(noArea, 2021, voiceOf('en')).size).toBe(0);
  });

  it('are carried by the project from its work scope, so a later price book does not change a saved quote', () => {
    expect(attic('A1-05').Goals[0]!.Projects[0]!.Label).toMatchObject({
      product: 'CertainTeed InsulSafe SP',
      rows: expect.arrayContaining([expect.objectContaining({ rValue: 60, bagsPer1000: 31.4 })]),
    });
  });

  it('are the same map while the work, the site and the law are the same', () => {
    const contract = attic('A1-05');
    const first = quoteLabelsOf(contract, 2021, voiceOf('en'));
    expect(quoteLabelsOf({ ...contract, Notes: 'Crew at 8' }, 2021, voiceOf('en'))).toBe(first);
    expect(quoteLabelsOf(contract, 2015, voiceOf('en'))).not.toBe(first);
  });
});
