import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractArbitrary } from '../testing/arbitraries';
import { writeVersion0, writeVersion1, writeVersion2 } from '../testing/legacy-writers';
import { upgradeContract } from './upgrade-contract';
import type { Contract } from '../contract/model';
import { recalculate } from '../contract/totals';

function upgraded(raw: unknown): Contract {
  const result = upgradeContract(raw);
  if (!result.ok) throw new Error(result.reason);
  expect(result.repairs).toEqual([]);
  return result.contract;
}

/** What a contract means to the agent and the customer, without the ids older shapes lacked. */
function content(contract: Contract, financingCodes?: string[]) {
  return {
    customer: contract.Customer,
    description: contract.Description,
    notes: contract.Notes,
    date: contract.Date,
    area: { Total: contract.Area.Total, rooms: contract.Area.AreaRoom.map(({ Id: _id, ...room }) => room) },
    goals: contract.Goals.map((goal) => ({
      name: goal.Name,
      goalTotal: goal.GoalTotal,
      subTotal: goal.SubTotal,
      projects: goal.Projects.map(({ Pid: _pid, Guid: _guid, Calculations, ...project }) => ({
        ...project,
        calculations: Calculations.map(({ Guid: _calculationGuid, ...calculation }) => calculation),
      })),
    })),
    values: {
      ...contract.Values,
      FinancingId: undefined,
      Financing: contract.Values.Financing.filter((option) => !financingCodes || financingCodes.includes(option.Code)),
    },
  };
}

/** A contract an original build could hold: financing only on the two legacy plans. */
const legacyFinancedContract = fc.tuple(contractArbitrary, fc.subarray([1, 4])).map(([contract, legacyIds]) => {
  const values = {
    ...contract.Values,
    Financing: contract.Values.Financing.map((option) => ({ ...option, Active: legacyIds.includes(option.Id) })),
    FinancingId: legacyIds.at(-1) ?? null,
  };
  return recalculate({ ...contract, Values: values });
});

describe('upgrading', () => {
  it('changes nothing in a contract that is already current', () => {
    fc.assert(
      fc.property(contractArbitrary, (contract) => {
        const stored = JSON.parse(JSON.stringify(contract)) as unknown;
        expect(upgraded(stored)).toEqual(contract);
      }),
      { numRuns: 150 },
    );
  });

  it('is idempotent: upgrading an upgraded contract changes nothing', () => {
    fc.assert(
      fc.property(legacyFinancedContract, (contract) => {
        const once = upgraded(writeVersion0(contract));
        expect(upgraded(JSON.parse(JSON.stringify(once)))).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });

  it('brings a version 2 contract back without loss', () => {
    fc.assert(
      fc.property(contractArbitrary, (contract) => {
        const back = upgraded(writeVersion2(contract));
        expect(content(back)).toEqual(content(contract));
        expect(back.Values.FinancingId).toBe(contract.Values.FinancingId);
      }),
      { numRuns: 100 },
    );
  });

  it('brings version 1 and 0 contracts back without loss of anything they could hold', () => {
    fc.assert(
      fc.property(legacyFinancedContract, (contract) => {
        const legacy = ['DEL2699', 'DEL2659'];
        for (const written of [writeVersion1(contract), writeVersion0(contract)]) {
          const back = upgraded(written);
          expect(content(back, legacy)).toEqual(content(contract, legacy));
          expect(back.Changed).toBe(contract.Changed);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same ids to the same old contract on every device', () => {
    fc.assert(
      fc.property(legacyFinancedContract, (contract) => {
        const written = writeVersion0(contract);
        expect(upgraded(structuredClone(written))).toEqual(upgraded(structuredClone(written)));
      }),
      { numRuns: 50 },
    );
  });
});
