import { describe, expect, it } from 'vitest';
import { upgradeContract, type UpgradeResult } from './upgrade-contract';
import { UPGRADE_STEPS } from './steps';
import { CURRENT_SCHEMA_VERSION } from '../contract/schema-version';
import original from './fixtures/v0-original-two-entry-financing.json';
import objectFinancing from './fixtures/v0-object-financing-with-area.json';
import codedWithoutIds from './fixtures/v2-coded-without-client-ids.json';
import damaged from './fixtures/damaged.json';

function upgraded(raw: unknown) {
  const result: UpgradeResult = upgradeContract(structuredClone(raw));
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const activeCodes = (result: ReturnType<typeof upgraded>) =>
  result.contract.Values.Financing.filter((option) => option.Active).map((option) => option.Code);

describe('the numbered steps', () => {
  it('run from 1 up to the current version, one at a time', () => {
    expect(UPGRADE_STEPS.map((step) => step.to)).toEqual([1, 2, 3]);
    expect(CURRENT_SCHEMA_VERSION).toBe(3);
  });
});

describe('an original contract: no Area, two-entry financing, numbers typed as text', () => {
  const result = upgraded(original);
  const { contract } = result;

  it('is read as version 0 and stamped with the current version', () => {
    expect(result.fromVersion).toBe(0);
    expect(contract.SchemaVersion).toBe(3);
  });

  it('gets an empty default Area', () => {
    expect(contract.Area).toEqual({
      Total: 0,
      AreaRoom: [{ Id: 'h3XkP0qLm2Za-room1', RoomName: '', Width: 0, Length: 0, Total: 0 }],
    });
  });

  it('turns the active 60-month entry into DEL2659 with its APR, and the 12-month one into an inactive DEL2699', () => {
    expect(activeCodes(result)).toEqual(['DEL2659']);
    expect(contract.Values.FinancingId).toBe(4);
    const sixty = contract.Values.Financing.find((option) => option.Code === 'DEL2659')!;
    // 60 months at 6.99% on NetDue 2,935: 58.10 -> 58 a month; 12 x 58 / 52 = 13.38 -> 13 a week
    expect(sixty).toMatchObject({ Term: 60, Apr: 6.99, Visible: false, AmountMonth: 58, AmountWeek: 13 });
    expect(contract.Values.Financing).toHaveLength(6);
  });

  it('reads quantities and rates typed as text, and keeps every figure', () => {
    const [cellulose, sealing] = contract.Goals[0]!.Projects;
    expect(cellulose!.Calculations[0]).toMatchObject({ Quantity: 1200, Rate: 1.7, DifficultyFactor: 1, Total: 2040 });
    expect(sealing!.SubTotal).toBe(1395);
    expect(contract.Values).toMatchObject({ Total: 3435, Deposit: 500, NetDue: 2935 });
  });

  it('gives every entity a client id derived from the ContractId, the same on every device', () => {
    expect(contract.Customer.Id).toBe('4411');
    expect(contract.Goals[0]!.Gid).toBe('h3XkP0qLm2Za-g1');
    expect(contract.Goals[0]!.Projects.map((project) => project.Pid)).toEqual([
      'h3XkP0qLm2Za-g1-p1',
      'h3XkP0qLm2Za-g1-p2',
    ]);
    expect(contract.Goals[0]!.Projects[1]!.Calculations.map((calculation) => calculation.Guid)).toEqual([
      'h3XkP0qLm2Za-g1-p2-c1',
      'h3XkP0qLm2Za-g1-p2-c2',
    ]);
    expect(upgraded(original).contract).toEqual(contract);
  });

  it('moves a work-scope code stored as the project id to Wsid', () => {
    expect(contract.Goals[0]!.Projects[1]).toMatchObject({ Id: 0, Wsid: 'A2-01' });
    expect(contract.Goals[0]!.Projects[0]).toMatchObject({ Id: 102, Wsid: '' });
  });

  it('keeps the customer, the agent, the notes, and the old update flag as Changed', () => {
    expect(contract.Customer).toMatchObject({
      First: 'Maria',
      Last: 'Kowalski',
      Phone: '16085550142',
      City: 'Madison',
      Notes: 'Prefers calls after 5 pm',
    });
    expect(contract.Agent).toMatchObject({ First: 'Tom', Last: 'Berg' });
    expect(contract.Notes).toBe('Dog in the back yard; use the side gate.');
    expect(contract.Changed).toBe(true);
    expect(contract).not.toHaveProperty('Updated');
  });

  it('needed no repair', () => {
    expect(result.repairs).toEqual([]);
  });
});

describe('an original contract with financing stored as an object and rooms', () => {
  const result = upgraded(objectFinancing);
  const { contract } = result;

  it('turns the active 12-month entry into DEL2699', () => {
    expect(activeCodes(result)).toEqual(['DEL2699']);
    expect(contract.Values.FinancingId).toBe(1);
  });

  it('keeps its rooms, reading widths typed as text, and gives them ids', () => {
    expect(contract.Area.Total).toBe(480);
    expect(
      contract.Area.AreaRoom.map(({ Id, RoomName, Width, Length, Total }) => ({ Id, RoomName, Width, Length, Total })),
    ).toEqual([
      { Id: 'Tq8vN1cW5sRe-room1', RoomName: 'Crawl north', Width: 20, Length: 12, Total: 240 },
      { Id: 'Tq8vN1cW5sRe-room2', RoomName: 'Crawl south', Width: 20, Length: 12, Total: 240 },
    ]);
  });

  it('keeps an existing project id and fills the missing fields with defaults', () => {
    const project = contract.Goals[0]!.Projects[0]!;
    expect(project).toMatchObject({
      Pid: 'old-p1',
      Guid: 'old-p1',
      Selected: true,
      TreatmentNotes: '',
      PdfFileName: '',
      SubTotal: 2160,
    });
  });

  it('recomputes a percent coupon and NetDue', () => {
    // 5% of 2,160 = 108; NetDue 2,052; 12 months: 2,052 / 12 = 171 a month, 12 x 171 / 52 = 39.46 -> 39 a week
    expect(contract.Values.Coupon).toEqual({ Active: true, Title: 'Spring 5%', Percent: 5, Amount: 108 });
    expect(contract.Values.NetDue).toBe(2052);
    expect(contract.Values.Financing[0]).toMatchObject({ Code: 'DEL2699', AmountMonth: 171, AmountWeek: 39 });
  });

  it('keeps the cloud id and the sync date', () => {
    expect(contract.Id).toBe('318');
    expect(contract.SyncDate).toBe('2025-03-14T18:02:11.000Z');
  });
});

describe('a version 2 contract with coded financing but no calculation ids', () => {
  const result = upgraded(codedWithoutIds);
  const { contract } = result;

  it('runs only the steps after version 2', () => {
    expect(result.fromVersion).toBe(2);
    expect(activeCodes(result)).toEqual(['DEL2689']);
    expect(contract.Goals[0]!.Gid).toBe('g-a');
    expect(contract.Goals[0]!.Projects[0]!.Calculations[0]!.Guid).toBe('Zp4Lr7Yt2KbQ-g1-p1-c1');
  });

  it('recomputes the totals it had left at 0', () => {
    // 1,801 board ft x $1.75 x 1.15 = 3,624.5125 -> 3,625
    expect(contract.Goals[0]).toMatchObject({ GoalTotal: 3625, SubTotal: 3625 });
    expect(contract.Values.Total).toBe(3625);
  });

  it('gives an empty room list its blank room, and keeps fields it does not know', () => {
    expect(contract.Area.AreaRoom).toEqual([{ Id: 'Zp4Lr7Yt2KbQ-room1', RoomName: '', Width: 0, Length: 0, Total: 0 }]);
    expect((contract as unknown as Record<string, unknown>).TabletNote).toBe('kept by a newer build');
  });
});

describe('a damaged contract', () => {
  const result = upgraded(damaged);
  const { contract } = result;

  it('keeps what can be read', () => {
    expect(contract.Goals).toHaveLength(1);
    expect(contract.Goals[0]!.Name).toBe('Fix the attic');
    expect(contract.Goals[0]!.Projects[0]!.Calculations).toHaveLength(1);
    expect(contract.Description).toBe('42');
  });

  it('falls back to safe defaults and says what it repaired', () => {
    expect(contract.Goals[0]!.Projects[0]!.Calculations[0]).toMatchObject({
      Quantity: 0,
      DifficultyFactor: 1,
      Total: 0,
    });
    expect(contract.Customer.First).toBe('');
    expect(contract.Values.Deposit).toBe(0);
    expect(contract.Values.Financing).toHaveLength(6);
    expect(result.repairs).toEqual([
      'Customer: "Kowalski" is not a record and was reset.',
      'Quantity: "about 900" could not be read and is now 0.',
      'Calculations: an entry that is not a record ("not a calculation") was dropped.',
      'Goals: an entry that is not a record (null) was dropped.',
      'Deposit: "two hundred" could not be read and is now 0.',
      'Discount Amount: "$150" could not be read and is now 0.',
      'Coupon: [] is not a record and was reset.',
      'Financing: the list was empty and now holds the standard plans.',
    ]);
  });
});

describe('what cannot be upgraded', () => {
  it('is refused with a reason, never thrown', () => {
    expect(upgradeContract('hello')).toEqual({ ok: false, reason: 'The stored entry is not a contract.' });
    expect(upgradeContract([])).toEqual({ ok: false, reason: 'The stored entry is not a contract.' });
    expect(upgradeContract({ Goals: [] })).toEqual({ ok: false, reason: 'The stored entry has no ContractId.' });
    expect(upgradeContract({ ContractId: 'Zp4Lr7Yt2KbQ', SchemaVersion: 'two' })).toEqual({
      ok: false,
      reason: 'Contract Zp4Lr7Yt2KbQ has an unreadable SchemaVersion.',
    });
  });

  it('refuses a contract from a newer build rather than damaging it', () => {
    expect(upgradeContract({ ContractId: 'Zp4Lr7Yt2KbQ', SchemaVersion: 4 })).toEqual({
      ok: false,
      reason: 'Contract Zp4Lr7Yt2KbQ was saved by a newer version of Contract Builder; update this app to open it.',
    });
  });

  it('never changes the data it was given', () => {
    const copy = structuredClone(original);
    upgradeContract(copy);
    expect(copy).toEqual(original);
  });
});

describe('the fields of the law of the sale, stored by a newer app or damaged', () => {
  it('keeps a Spanish sale in Spanish, and prints a language it cannot read in English, saying so', () => {
    const current = { ...upgraded(codedWithoutIds).contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
    expect(upgraded({ ...current, Language: 'es' }).contract.Language).toBe('es');
    const unreadable = upgraded({ ...current, Language: 'fr' });
    expect(unreadable.contract.Language).toBeUndefined();
    expect(unreadable.repairs).toEqual(['Language: "fr" could not be read; the contract is printed in English.']);
  });
});

describe("a contract's options as stored", () => {
  it('keeps two or three readable options, and reads a contract of one option as before', () => {
    const current = { ...upgraded(codedWithoutIds).contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
    expect(upgraded(current).contract.Options).toBeUndefined();
    const Options = [
      { Id: 'o-1', Name: 'Good', Goals: current.Goals, Values: current.Values },
      { Id: 'o-2', Name: 'Better', Current: true },
    ];
    expect(upgraded({ ...current, Options }).contract.Options).toEqual(Options);
  });

  it('keeps the current option whole when the others cannot be read, saying so', () => {
    const current = { ...upgraded(codedWithoutIds).contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
    const twoCurrent = [
      { Id: 'o-1', Name: 'Good', Current: true },
      { Id: 'o-2', Name: 'Better', Current: true },
    ];
    const read = upgraded({ ...current, Options: twoCurrent });
    expect(read.contract.Options).toBeUndefined();
    expect(read.contract.Goals).toEqual(current.Goals);
    expect(read.repairs).toEqual([
      `Options: ${JSON.stringify(twoCurrent)} could not be read; the contract keeps its current option.`,
    ]);
  });

  it('keeps a coupon’s last day, and drops one it cannot read, saying so (decision 059)', () => {
    const current = { ...upgraded(codedWithoutIds).contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
    const withEnd = (EndsOn: unknown) => ({
      ...current,
      Values: { ...current.Values, Coupon: { ...current.Values.Coupon, EndsOn } },
    });
    expect(upgraded(withEnd('2026-11-30')).contract.Values.Coupon.EndsOn).toBe('2026-11-30');
    const unreadable = upgraded(withEnd('next Friday'));
    expect(unreadable.contract.Values.Coupon.EndsOn).toBeUndefined();
    expect(unreadable.repairs).toEqual(['Coupon EndsOn: "next Friday" could not be read and was dropped.']);
  });

  it('keeps the job site, and drops one it cannot read so that the agent chooses the county again (decision 061)', () => {
    const current = { ...upgraded(codedWithoutIds).contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
    const site = {
      CountyFips: '55035',
      County: 'Eau Claire County, WI',
      State: 'WI',
      Zone2015: '6A',
      Zone2021: '6A',
      HighVents: true,
    };
    expect(upgraded({ ...current, Site: site }).contract.Site).toEqual(site);
    const unreadable = upgraded({ ...current, Site: { ...site, Zone2021: 'cold' } });
    expect(unreadable.contract.Site).toBeUndefined();
    expect(unreadable.repairs).toEqual([
      `Site: ${JSON.stringify({ ...site, Zone2021: 'cold' })} could not be read; the agent chooses the county again.`,
    ]);
  });
  it('keeps the fact sheets shown, and drops a record it cannot read so that they are shown again (decision 065)', () => {
    const current = { ...upgraded(codedWithoutIds).contract, SchemaVersion: CURRENT_SCHEMA_VERSION };
    const shown = [{ Product: 'CertainTeed InsulSafe SP', ShownAt: '2026-11-28T16:40:00.000Z' }];
    expect(upgraded({ ...current, FactSheets: shown }).contract.FactSheets).toEqual(shown);
    const garbled = [{ Product: 'CertainTeed InsulSafe SP', ShownAt: 'Saturday' }];
    const unreadable = upgraded({ ...current, FactSheets: garbled });
    expect(unreadable.contract.FactSheets).toBeUndefined();
    expect(unreadable.repairs).toEqual([
      `FactSheets: ${JSON.stringify(garbled)} could not be read; the fact sheets are shown to the customer again.`,
    ]);
  });
});
