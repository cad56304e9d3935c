// The R-value fact sheets a sale must show (decision 065): one per loose-fill product quoted, in any option, and the
// first showing of each kept on the contract, in English and Spanish on paper.
import { describe, expect, it } from 'vitest';
import { addGoal } from '../contract/edits';
import type { Contract, WorkScope } from '../contract/model';
import { addOption, switchOption } from '../contract/options';
import { saleLaw } from '../contract/sale-law';
import { terms } from '../printed-contract/legal-text';
import { voiceOf } from '../printed-contract/words/contract-words';
import { catalogue, newContract, scope, sequentialIds, withProject } from '../testing/builders';
import { factSheetsFor, factSheetsNotShown, recordFactSheetShown } from './fact-sheets';
import { factSheetsShownSchema } from './fact-sheets-schema';

const INSULSAFE = 'CertainTeed InsulSafe SP';
const CELLULOSE = 'Test cellulose';
// A second product for the test only: the starter book carries one chart (decision 064).
const cellulose: WorkScope = {
  ...scope('A1-05'),
  wsid: 'T1-01',
  chart: { ...scope('A1-05').chart!, product: CELLULOSE },
};
const books = [...catalogue, cellulose];

function quoting(...wsids: string[]): Contract {
  const ids = sequentialIds();
  let contract = addGoal(newContract(ids), 'goal');
  for (const wsid of wsids) {
    const found = books.find((candidate) => candidate.wsid === wsid)!;
    contract =
      wsid === 'T1-01'
        ? withCellulose(contract, found, ids)
        : withProject(contract, 0, { wsid, lines: [[1500, 1]] }, ids);
  }
  return contract;
}

function withCellulose(contract: Contract, found: WorkScope, ids: () => string): Contract {
  const goal = contract.Goals[0]!;
  const project = {
    ...goal.Projects[0],
    Pid: ids(),
    Wsid: found.wsid,
    Name: found.name,
  } as Contract['Goals'][0]['Projects'][0];
  return { ...contract, Goals: [{ ...goal, Projects: [...goal.Projects, project] }] };
}

describe('the fact sheets of a sale', () => {
  it('asks for each loose-fill product quoted once, and none for batts or air sealing', () => {
    expect(factSheetsFor(quoting('A1-01', 'A2-01'), books)).toEqual([]);
    const both = factSheetsFor(quoting('A1-04', 'A1-05', 'A1-01'), books);
    expect(both.map((chart) => chart.product)).toEqual([INSULSAFE]);
    expect(both[0]!.rows.find((row) => row.rValue === 49)).toMatchObject({ bagsPer1000: 25.2, maxSqFtPerBag: 39.7 });
  });

  it('counts the products of every option, not only the one on screen', () => {
    const ids = sequentialIds('o');
    let contract = quoting('A1-04');
    contract = addOption(contract, ids);
    const second = contract.Options!.find((option) => option.Current)!.Id;
    contract = switchOption(contract, second);
    contract = { ...contract, Goals: contract.Goals.map((goal) => ({ ...goal, Projects: [] })) };
    expect(factSheetsNotShown(contract, books)).toEqual([INSULSAFE]);
  });

  it('keeps the first showing of each product, and nothing twice', () => {
    let contract = quoting('A1-04', 'T1-01');
    expect(factSheetsNotShown(contract, books)).toEqual([INSULSAFE, CELLULOSE]);
    contract = recordFactSheetShown(contract, INSULSAFE, '2026-11-28T10:40:00.000-06:00');
    contract = recordFactSheetShown(contract, INSULSAFE, '2026-11-28T11:00:00.000-06:00');
    expect(contract.FactSheets).toEqual([{ Product: INSULSAFE, ShownAt: '2026-11-28T10:40:00.000-06:00' }]);
    expect(factSheetsNotShown(contract, books)).toEqual([CELLULOSE]);
    contract = recordFactSheetShown(contract, CELLULOSE, '2026-11-28T11:05:00.000-06:00');
    expect(factSheetsNotShown(contract, books)).toEqual([]);
  });

  it('refuses a record the device would never send', () => {
    const ok = [{ Product: INSULSAFE, ShownAt: '2026-11-28T16:40:00.000Z' }];
    expect(factSheetsShownSchema.safeParse(ok).success).toBe(true);
    expect(factSheetsShownSchema.safeParse([{ Product: '', ShownAt: '2026-11-28T16:40:00.000Z' }]).success).toBe(false);
    expect(factSheetsShownSchema.safeParse([{ Product: INSULSAFE, ShownAt: 'yesterday' }]).success).toBe(false);
    expect(factSheetsShownSchema.safeParse([{ ...ok[0], Extra: 1 }]).success).toBe(false);
    expect(factSheetsShownSchema.safeParse(Array.from({ length: 21 }, () => ok[0])).success).toBe(false);
  });
});

describe('the printed fact-sheet term', () => {
  const shown = recordFactSheetShown(
    recordFactSheetShown(quoting('A1-04', 'T1-01'), INSULSAFE, '2026-11-28T23:30:00.000-06:00'),
    CELLULOSE,
    '2026-11-29T06:10:00.000Z',
  );
  const text = (contract: Contract, language: 'en' | 'es') =>
    terms(null, saleLaw(contract), [], voiceOf(language), {
      site: null,
      floorSquareFeet: 0,
      factSheets: { shown: contract.FactSheets ?? [], timeZone: 'America/Chicago' },
    })
      .factSheets?.map((run) => run.text)
      .join('') ?? null;

  it('names each product and the day it was shown, in the time zone of the sale', () => {
    // 23:30 in Chicago is still the 28th; 06:10 UTC on the 29th is 00:10 in Chicago, the 29th.
    expect(text(shown, 'en')).toBe(
      'R-value fact sheets. Before you agreed to buy, we showed you the fact sheet of each insulation product quoted, ' +
        'with its R-values: CertainTeed InsulSafe SP, on Saturday, November 28, 2026; Test cellulose, on Sunday, ' +
        'November 29, 2026.',
    );
    expect(text(shown, 'es')).toBe(
      'Hojas de datos del valor R. Antes de que aceptara la compra, le mostramos la hoja de datos de cada producto ' +
        'aislante cotizado, con sus valores R: CertainTeed InsulSafe SP, el sábado, 28 de noviembre de 2026; Test ' +
        'cellulose, el domingo, 29 de noviembre de 2026.',
    );
  });

  it('prints nothing when no fact sheet was shown', () => {
    expect(text(quoting('A1-04'), 'en')).toBeNull();
  });
});
