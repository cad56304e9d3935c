import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import {
  conflictDetailsSchema,
  contractDownloadResponseSchema,
  contractIdParamSchema,
  contractSearchQuerySchema,
  contractSearchResponseSchema,
  contractVersionParamSchema,
  contractVersionResponseSchema,
  contractVersionsResponseSchema,
  duplicateClientIds,
  syncConflictErrorSchema,
  syncRequestSchema,
  syncResponseSchema,
} from './contract-calls';
import { apiErrorSchema } from './error';

const SYNCED_AT = '2026-11-21T16:00:00.000Z';

describe('contractSearchQuerySchema', () => {
  it('reads the page from the query string and defaults it to 1', () => {
    expect(contractSearchQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(contractSearchQuerySchema.parse({})).toEqual({ page: 1 });
  });

  it('trims the filters and keeps a blank one (no filter)', () => {
    expect(contractSearchQuerySchema.parse({ last: '  Smith ', description: ' attic ', page: '1' })).toEqual({
      last: 'Smith',
      description: 'attic',
      page: 1,
    });
    expect(contractSearchQuerySchema.parse({ last: '' })).toEqual({ last: '', page: 1 });
  });

  it.each([
    ['page 0', { page: '0' }, 'page'],
    ['a page that is not a number', { page: 'two' }, 'page'],
    ['a fractional page', { page: '1.5' }, 'page'],
    ['a last name over 100 characters', { last: 'x'.repeat(101) }, 'last'],
    ['a description over 200 characters', { description: 'x'.repeat(201) }, 'description'],
    ['an unknown parameter', { agent: 'Demo' }, ''],
  ])('rejects %s', (_name, query, path) => {
    const result = contractSearchQuerySchema.safeParse(query);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});

describe('contractSearchResponseSchema', () => {
  it('accepts a page of contracts, goals included or not', () => {
    const contract = handWorkedContract();
    const page = {
      items: [contract, { ...contract, ContractId: 'ABCDEFGHIJKL', Goals: [] }],
      total: 12,
      page: 2,
      size: 10,
    };
    expect(contractSearchResponseSchema.parse({ ...page, totalCapped: false })).toEqual({
      ...page,
      totalCapped: false,
    });
  });

  it('reads an answer from a server before the capped count as counted exactly', () => {
    const page = { items: [], total: 0, page: 1, size: 10 };
    expect(contractSearchResponseSchema.parse(page)).toEqual({ ...page, totalCapped: false });
    expect(contractSearchResponseSchema.parse({ ...page, total: 100, totalCapped: true }).totalCapped).toBe(true);
  });

  it('a page is 10 results', () => {
    expect(contractSearchResponseSchema.safeParse({ items: [], total: 0, page: 1, size: 20 }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, () => handWorkedContract());
    expect(contractSearchResponseSchema.safeParse({ items: eleven, total: 11, page: 1, size: 10 }).success).toBe(false);
  });
});

describe('contractIdParamSchema', () => {
  it('takes the 12-character ContractId only', () => {
    expect(contractIdParamSchema.parse({ contractId: 'K7Q2M9X4B1ZP' })).toEqual({ contractId: 'K7Q2M9X4B1ZP' });
    for (const contractId of ['K7Q2M9X4B1Z', 'K7Q2M9X4B1ZPX', 'K7Q2M9X4B1Z!', '']) {
      expect(contractIdParamSchema.safeParse({ contractId }).success, contractId).toBe(false);
    }
  });
});

describe('download and sync', () => {
  const contract = handWorkedContract();

  it('a download is the contract, its version and when it was synced', () => {
    const download = { contract, version: 4, syncedAt: SYNCED_AT };
    expect(contractDownloadResponseSchema.parse(download)).toEqual(download);
    expect(contractDownloadResponseSchema.safeParse({ ...download, version: 0 }).success).toBe(false);
  });

  it('a download may name the creator of record, or null; an answer without it still reads', () => {
    const createdBy = { id: '3f1c9a3e-2b7d-4d4e-9a61-0c1f2e3d4b5a', name: 'Jane Demo', email: 'agent@example.com' };
    const download = { contract, version: 4, syncedAt: SYNCED_AT, createdBy };
    expect(contractDownloadResponseSchema.parse(download)).toEqual(download);
    expect(contractDownloadResponseSchema.parse({ ...download, createdBy: null }).createdBy).toBeNull();
    expect(
      contractDownloadResponseSchema.parse({ contract, version: 4, syncedAt: SYNCED_AT }).createdBy,
    ).toBeUndefined();
  });

  it('a first push has baseVersion null, a later one the version it was based on', () => {
    expect(syncRequestSchema.parse({ contract, baseVersion: null })).toEqual({ contract, baseVersion: null });
    expect(syncRequestSchema.parse({ contract, baseVersion: 2 }).baseVersion).toBe(2);
  });

  it.each([
    ['a missing baseVersion', { contract }, 'baseVersion'],
    ['baseVersion 0', { contract, baseVersion: 0 }, 'baseVersion'],
    ['baseVersion as text', { contract, baseVersion: '2' }, 'baseVersion'],
    ['an unknown field beside the contract', { contract, baseVersion: null, force: true }, ''],
    ['an unknown field inside the contract', { contract: { ...contract, Total: 1 }, baseVersion: null }, 'contract'],
  ])('a push with %s is refused', (_name, body, path) => {
    const result = syncRequestSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it('a push that uses one client id twice is refused at the second copy', () => {
    const [goal, other] = contract.Goals;
    const project = goal!.Projects[0]!;
    const copy = { ...project, Pid: 'another-pid' };
    const tampered = { ...contract, Goals: [{ ...goal!, Projects: [...goal!.Projects, copy] }, other!] };
    expect(duplicateClientIds(contract)).toEqual([]);
    const result = syncRequestSchema.safeParse({ contract: tampered, baseVersion: null });
    const copyPath = `contract.Goals.0.Projects.${goal!.Projects.length}`;
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      `${copyPath}.Guid`,
      ...project.Calculations.map((_, index) => `${copyPath}.Calculations.${index}.Guid`),
    ]);
  });

  it('a sync answers with the id, the new version and when', () => {
    const answer = { contractId: contract.ContractId, version: 1, syncedAt: SYNCED_AT };
    expect(syncResponseSchema.parse(answer)).toEqual(answer);
  });

  it('a conflict is the shared error body with the cloud copy in details', () => {
    const cloud = { contract: { ...contract, ServerVersion: 5 }, version: 5, syncedAt: SYNCED_AT };
    const body = {
      error: { code: 'CONFLICT', message: 'The cloud has a newer version of this contract.', details: { cloud } },
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(syncConflictErrorSchema.parse(body)).toEqual(body);
    expect(conflictDetailsSchema.parse(body.error.details)).toEqual({ cloud });
    expect(conflictDetailsSchema.safeParse({ cloud: contract }).success).toBe(false);
  });
});

describe('contract versions', () => {
  const contract = handWorkedContract();
  const pushedBy = { id: '3f1c9a3e-2b7d-4d4e-9a61-0c1f2e3d4b5a', name: 'Jane Demo', email: 'agent@example.com' };

  it('reads the version from the path as a whole number from 1', () => {
    expect(contractVersionParamSchema.parse({ contractId: 'K7Q2M9X4B1ZP', version: '1' })).toEqual({
      contractId: 'K7Q2M9X4B1ZP',
      version: 1,
    });
    expect(contractVersionParamSchema.parse({ contractId: 'K7Q2M9X4B1ZP', version: '2147483647' }).version).toBe(
      2147483647,
    );
  });

  it.each(['0', '-1', '1.5', '1e2', '01', ' 1', 'one', '', '2147483648'])('refuses the version %j', (version) => {
    const result = contractVersionParamSchema.safeParse({ contractId: 'K7Q2M9X4B1ZP', version });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['version']);
  });

  it('lists versions without their documents, and answers one version with its document', () => {
    const entry = { version: 1, pushedAt: SYNCED_AT, pushedBy, device: 'tablet' };
    const list = { contractId: contract.ContractId, versions: [entry, { ...entry, version: 2, device: null }] };
    expect(contractVersionsResponseSchema.parse(list)).toEqual(list);
    const one = { contractId: contract.ContractId, ...entry, contract };
    expect(contractVersionResponseSchema.parse(one)).toEqual(one);
    expect(contractVersionResponseSchema.safeParse({ ...one, contract: undefined }).success).toBe(false);
  });
});
