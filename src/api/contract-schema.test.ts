import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { stampAgent } from '#domain/contract/saving';
import { CURRENT_SCHEMA_VERSION } from '#domain/contract/schema-version';
import { contractArbitrary } from '#domain/testing/arbitraries';
import { newContract } from '#domain/testing/builders';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { writeVersion0 } from '#domain/testing/legacy-writers';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { contractSchema } from './contract-schema';
import { contractLimits } from './contract-limits';

/** What travels: the contract after a JSON round trip. */
const overTheWire = (contract: Contract): unknown => JSON.parse(JSON.stringify(contract));

/** The issues of a rejected contract, as path strings and codes. */
function issuesOf(candidate: unknown) {
  const result = contractSchema.safeParse(candidate);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
}

/** A contract with one project whose calculations are filled in. */
function withALine(): Contract {
  const contract = handWorkedContract();
  expect(contract.Goals[0]?.Projects[0]?.Calculations[0]).toBeDefined();
  return contract;
}

const FIRST_CALCULATION = 'Goals.0.Projects.0.Calculations.0';

describe('contractSchema accepts what the domain builds', () => {
  it('a blank new contract', () => {
    const contract = newContract();
    expect(contractSchema.parse(overTheWire(contract))).toEqual(contract);
  });

  it('the hand-worked contract, unchanged', () => {
    const contract = handWorkedContract();
    expect(contractSchema.parse(overTheWire(contract))).toEqual(contract);
  });

  it('a contract with its agent, creator, sync date and server version', () => {
    const agent = {
      Id: '0b7e6a52-5d0f-4c55-9a39-2f1f6c1d8e11',
      First: 'Jane',
      Last: 'Demo',
      Email: 'agent@example.com',
      Display: 'Jane',
    };
    const contract = {
      ...stampAgent(handWorkedContract(), agent),
      SyncDate: '2026-11-21T16:00:00.000Z',
      ServerVersion: 3,
      Id: '42',
    };
    expect(contractSchema.parse(overTheWire(contract))).toEqual(contract);
  });

  it('a search result without goals', () => {
    expect(contractSchema.safeParse({ ...handWorkedContract(), Goals: [] }).success).toBe(true);
  });

  it('200 random contracts from the domain, every one', () => {
    fc.assert(
      fc.property(contractArbitrary, (contract) => {
        const result = contractSchema.safeParse(overTheWire(contract));
        if (!result.success) throw new Error(result.error.message);
        expect(result.data).toEqual(contract);
      }),
      { numRuns: 200 },
    );
  });

  it('a contract of the original product once the device has upgraded it', () => {
    fc.assert(
      fc.property(contractArbitrary, (contract) => {
        const upgraded = upgradeContract(writeVersion0(contract));
        if (!upgraded.ok) throw new Error(upgraded.reason);
        const result = contractSchema.safeParse(overTheWire(upgraded.contract));
        if (!result.success) throw new Error(result.error.message);
      }),
      { numRuns: 50 },
    );
  });
});

describe('contractSchema rejects', () => {
  it('an unknown field at the top level (path: the contract itself)', () => {
    expect(issuesOf({ ...newContract(), Signature: 'x' })).toEqual([{ path: '', code: 'unrecognized_keys' }]);
  });

  it('an unknown field in a calculation (path: Goals.0.Projects.0.Calculations.0)', () => {
    const contract = withALine();
    const goal = contract.Goals[0]!;
    const project = goal.Projects[0]!;
    const calculation = { ...project.Calculations[0]!, Discounted: true };
    const tampered = {
      ...contract,
      Goals: [{ ...goal, Projects: [{ ...project, Calculations: [calculation, ...project.Calculations.slice(1)] }] }],
    };
    expect(issuesOf(tampered)).toEqual([{ path: FIRST_CALCULATION, code: 'unrecognized_keys' }]);
  });

  it('an unknown field in Values.Coupon and in Customer', () => {
    const contract = newContract();
    const tampered = {
      ...contract,
      Customer: { ...contract.Customer, Ssn: '000' },
      Values: { ...contract.Values, Coupon: { ...contract.Values.Coupon, Code: 'FREE' } },
    };
    expect(issuesOf(tampered)).toEqual([
      { path: 'Customer', code: 'unrecognized_keys' },
      { path: 'Values.Coupon', code: 'unrecognized_keys' },
    ]);
  });

  const withFirstCalculation = (patch: Record<string, unknown>): unknown => {
    const contract = withALine();
    const [goal, ...goals] = contract.Goals;
    const [project, ...projects] = goal!.Projects;
    const [calculation, ...calculations] = project!.Calculations;
    return {
      ...contract,
      Goals: [
        {
          ...goal,
          Projects: [{ ...project, Calculations: [{ ...calculation, ...patch }, ...calculations] }, ...projects],
        },
        ...goals,
      ],
    };
  };

  it('a negative quantity', () => {
    expect(issuesOf(withFirstCalculation({ Quantity: -1 }))).toEqual([
      { path: `${FIRST_CALCULATION}.Quantity`, code: 'too_small' },
    ]);
  });

  it("a quantity sent as the text '12'", () => {
    expect(issuesOf(withFirstCalculation({ Quantity: '12' }))).toEqual([
      { path: `${FIRST_CALCULATION}.Quantity`, code: 'invalid_type' },
    ]);
  });

  it('a negative rate or difficulty factor', () => {
    expect(issuesOf(withFirstCalculation({ Rate: -0.01, DifficultyFactor: -1 }))).toEqual([
      { path: `${FIRST_CALCULATION}.Rate`, code: 'too_small' },
      { path: `${FIRST_CALCULATION}.DifficultyFactor`, code: 'too_small' },
    ]);
  });

  it('a number that is not finite', () => {
    expect(issuesOf(withFirstCalculation({ Total: Number.NaN }))).toEqual([
      { path: `${FIRST_CALCULATION}.Total`, code: 'invalid_type' },
    ]);
    expect(issuesOf(withFirstCalculation({ Quantity: Number.POSITIVE_INFINITY }))).toEqual([
      { path: `${FIRST_CALCULATION}.Quantity`, code: 'invalid_type' },
    ]);
  });

  it('a 13-character ContractId, and an 11-character one', () => {
    expect(issuesOf({ ...newContract(), ContractId: 'K7Q2M9X4B1ZPX' })).toEqual([
      { path: 'ContractId', code: 'invalid_format' },
    ]);
    expect(issuesOf({ ...newContract(), ContractId: 'K7Q2M9X4B1Z' })).toEqual([
      { path: 'ContractId', code: 'invalid_format' },
    ]);
  });

  it('a SchemaVersion other than the current one', () => {
    for (const version of [CURRENT_SCHEMA_VERSION - 1, CURRENT_SCHEMA_VERSION + 1, String(CURRENT_SCHEMA_VERSION)]) {
      expect(issuesOf({ ...newContract(), SchemaVersion: version })).toEqual([
        { path: 'SchemaVersion', code: 'invalid_value' },
      ]);
    }
  });

  it('negative money the domain never makes, and a coupon over 100 percent', () => {
    const contract = newContract();
    const values = {
      ...contract.Values,
      Deposit: -5,
      Discount: { Active: true, Amount: -1 },
      Coupon: { ...contract.Values.Coupon, Percent: 101, Amount: -2 },
    };
    expect(issuesOf({ ...contract, Values: values })).toEqual([
      { path: 'Values.Deposit', code: 'too_small' },
      { path: 'Values.Discount.Amount', code: 'too_small' },
      { path: 'Values.Coupon.Percent', code: 'too_big' },
      { path: 'Values.Coupon.Amount', code: 'too_small' },
    ]);
  });

  it('a coupon whose last day is not a calendar day', () => {
    const contract = newContract();
    for (const EndsOn of ['next Friday', '2026-02-30', '2026-11-30T00:00:00Z']) {
      const values = { ...contract.Values, Coupon: { ...contract.Values.Coupon, EndsOn } };
      expect(issuesOf({ ...contract, Values: values })).toEqual([
        { path: 'Values.Coupon.EndsOn', code: 'invalid_format' },
      ]);
    }
  });

  it('dates that are not ISO timestamps with a zone', () => {
    expect(issuesOf({ ...newContract(), Date: '11/21/26', SyncDate: '2026-11-21T15:30:00' })).toEqual([
      { path: 'Date', code: 'invalid_format' },
      { path: 'SyncDate', code: 'invalid_format' },
    ]);
    expect(contractSchema.safeParse({ ...newContract(), SyncDate: '2026-11-21T10:30:00-05:00' }).success).toBe(true);
  });

  it('a missing field, and null where the domain has no null', () => {
    const { Notes: _notes, ...withoutNotes } = newContract();
    expect(issuesOf(withoutNotes)).toEqual([{ path: 'Notes', code: 'invalid_type' }]);
    expect(issuesOf({ ...newContract(), Customer: null })).toEqual([{ path: 'Customer', code: 'invalid_type' }]);
  });

  it('text over its limit and empty ids', () => {
    const contract = newContract();
    const tampered = {
      ...contract,
      Notes: 'n'.repeat(contractLimits.textLength + 1),
      Customer: { ...contract.Customer, Id: '', First: 'f'.repeat(contractLimits.nameLength + 1) },
    };
    expect(issuesOf(tampered)).toEqual([
      { path: 'Notes', code: 'too_big' },
      { path: 'Customer.Id', code: 'too_small' },
      { path: 'Customer.First', code: 'too_big' },
    ]);
  });

  it('more goals than the limit', () => {
    const contract = newContract();
    const goals = Array.from({ length: contractLimits.goals + 1 }, (_, index) => ({
      ...contract.Goals[0]!,
      Gid: `g-${index}`,
    }));
    expect(issuesOf({ ...contract, Goals: goals })).toEqual([{ path: 'Goals', code: 'too_big' }]);
  });
});
