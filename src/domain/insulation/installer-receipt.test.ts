// The installer's receipt (decision 066) against the real InsulSafe SP label: each area at the chart row its R needs,
// with the label's bags in exact arithmetic, and a receipt the label does not bear out refused, naming the area.
import { describe, expect, it } from 'vitest';
import { addGoal } from '../contract/edits';
import type { Contract } from '../contract/model';
import { catalogue, newContract, scope, sequentialIds, withProject } from '../testing/builders';
import type { CountyRow } from './climate-zone-table';
import {
  receiptArea,
  receiptProblems,
  suggestedReceiptAreas,
  type InstallerReceipt,
  type ReceiptArea,
} from './installer-receipt';
import { setSite, siteOf } from './job-site';

const INSULSAFE = scope('A1-04').chart!;

function receipt(areas: ReceiptArea[], name = 'Marco Ruiz'): InstallerReceipt {
  return {
    ContractId: 'K7Q2M9X4B1ZP',
    InstalledOn: '2026-12-03',
    Areas: areas,
    Installer: { Name: name, Method: 'typed', Strokes: [], SignedAt: '2026-12-03T21:15:00.000Z' },
  };
}

describe('an area of the receipt', () => {
  it('takes the chart row at or above the R needed, with its thicknesses and bags', () => {
    // R-50 is read at the R-60 row: 1,500 x 31.4 / 1,000 = 47.1, so 48 bags.
    expect(receiptArea('Main attic', INSULSAFE, 1500, 50)).toEqual({
      Area: 'Main attic',
      Product: 'CertainTeed InsulSafe SP',
      SquareFeet: 1500,
      RValue: 60,
      InstalledInches: 22,
      SettledInches: 22,
      Bags: 48,
    });
    // 400 x 19.1 / 1,000 = 7.64, and 400 / 52.5 = 7.62: 8 bags at R-38.
    expect(receiptArea('Garage attic', INSULSAFE, 400, 38)).toMatchObject({
      RValue: 38,
      InstalledInches: 14.5,
      Bags: 8,
    });
    expect(receiptArea('Garage attic', INSULSAFE, 400, 38, 9)?.Bags).toBe(9);
  });

  it('has no row above the label', () => {
    expect(receiptArea('Main attic', INSULSAFE, 1500, 61)).toBeNull();
    expect(receiptArea('Main attic', INSULSAFE, 0, 38)).toBeNull();
  });
});

describe('what keeps a receipt from being signed', () => {
  const main = receiptArea('Main attic', INSULSAFE, 1500, 50)!;
  const garage = receiptArea('Garage attic', INSULSAFE, 400, 38)!;

  it('nothing, for two areas the label bears out', () => {
    expect(receiptProblems(receipt([main, garage]), [INSULSAFE])).toEqual([]);
  });

  it('fewer bags than the label asks for the area and R', () => {
    expect(receiptProblems(receipt([{ ...main, Bags: 40 }]), [INSULSAFE])).toEqual([
      'Main attic: the label asks for at least 48 bags for 1,500 sq ft at R-60; with 40 the area does not reach it.',
    ]);
  });

  it('an R-value or thickness that is not a row of the label, as R per inch times inches would give', () => {
    expect(receiptProblems(receipt([{ ...main, RValue: 55 }]), [INSULSAFE])).toEqual([
      'Main attic: R-55 with those thicknesses is not a row of the CertainTeed InsulSafe SP label.',
    ]);
    expect(receiptProblems(receipt([{ ...main, SettledInches: 20 }]), [INSULSAFE])).toHaveLength(1);
  });

  it('two areas of one name, an unnamed area, no installer, no areas, a product without a chart', () => {
    expect(receiptProblems(receipt([main, { ...garage, Area: 'main attic' }]), [INSULSAFE])).toEqual([
      'main attic: two areas have this name; name each part apart.',
    ]);
    expect(receiptProblems(receipt([{ ...main, Area: ' ' }]), [INSULSAFE])).toEqual([
      'Each area has a name, as "Main attic".',
    ]);
    expect(receiptProblems(receipt([], ' '), [INSULSAFE])).toEqual([
      'The installer signs with their name.',
      'The receipt names at least one area.',
    ]);
    expect(receiptProblems(receipt([{ ...main, Product: 'Other' }]), [INSULSAFE])).toEqual([
      'Main attic: Other has no label chart in the price book.',
    ]);
  });
});

describe('the areas a receipt starts from', () => {
  const DOUGLAS_WI: CountyRow = ['55031', 'Douglas', 'WI', '7', '6A'];
  function quoted(selected = true): Contract {
    const ids = sequentialIds();
    let contract = addGoal(newContract(ids), 'goal');
    contract = withProject(contract, 0, { wsid: 'A1-04', lines: [[1500, 1]], selected }, ids);
    contract = withProject(contract, 0, { wsid: 'A1-01', lines: [[1500, 1]] }, ids);
    return { ...contract, Customer: { ...contract.Customer, State: 'WI' } };
  }
  const withTarget = (contract: Contract, inches: number) =>
    setSite(contract, {
      ...siteOf(DOUGLAS_WI),
      Existing: { Material: 'fiberglass-batts', Inches: inches },
      Target: 'code',
    });

  it('gives each selected loose-fill project at the R its name gives, batts none', () => {
    expect(suggestedReceiptAreas(quoted(), catalogue, 2021)).toEqual([
      receiptArea('Blown Fiberglass Attic Insulation to R-49', scope('A1-04').chart!, 1500, 49),
    ]);
    expect(suggestedReceiptAreas(quoted(false), catalogue, 2021)).toEqual([]);
  });

  it('reads the R the attic is sold to less what is there, not the R-60 target chosen before (decision 082)', () => {
    // Sold "to R-49" in zone 6A where the code target is R-60: R-49 less the R-10 of 3.5 in. of batts is R-39, at the
    // label's R-44 row: 1,500 x 22.4 / 1,000 = 33.6, so 34 bags, 16.75 in. installed.
    expect(suggestedReceiptAreas(withTarget(quoted(), 3.5), catalogue, 2021)).toMatchObject([
      { RValue: 44, Bags: 34, InstalledInches: 16.75 },
    ]);
  });

  it('gives no area where the attic already has its target', () => {
    expect(suggestedReceiptAreas(withTarget(quoted(), 30), catalogue, 2021)).toEqual([]);
  });
});
