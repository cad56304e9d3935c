import { describe, expect, it } from 'vitest';
import original from './fixtures/v0-original-two-entry-financing.json';
import { legacyScopeCandidates, readLastDownload, readLegacyContracts } from './legacy-values';

describe('legacyScopeCandidates', () => {
  it('flattens the old catalogue of categories and reads numbers written as text', () => {
    const text = JSON.stringify([
      {
        Id: 3,
        Name: 'Attic',
        Projects: [
          {
            id: '12',
            wsid: 'A1-07',
            name: 'Blown-in cellulose',
            calculations: [{ id: '4', rate: '1.85', rank: '1', name: 'Sq Ft' }],
            show_calculator: 'true',
            pdf: '',
          },
        ],
      },
    ]);
    expect(legacyScopeCandidates(text)).toEqual({
      candidates: [
        {
          id: 12,
          wsid: 'A1-07',
          name: 'Blown-in cellulose',
          description: '',
          category: { id: 3, name: 'Attic' },
          calculations: [{ id: 4, rate: 1.85, rank: 1, name: 'Sq Ft', qty_label: '', description: '' }],
          show_calculator: true,
          pdf: null,
        },
      ],
    });
  });

  it('says why when WorkScopes is not a list', () => {
    expect(legacyScopeCandidates('{"WorkScopes":1}')).toEqual({
      reason: 'WorkScopes is not a list of work scopes or categories.',
    });
    expect(legacyScopeCandidates('not json')).toEqual({
      reason: 'WorkScopes is not a list of work scopes or categories.',
    });
  });
});

describe('readLastDownload', () => {
  it('reads a date, epoch milliseconds, bare or as JSON', () => {
    expect(readLastDownload('2026-11-20T09:00:00.000Z')).toBe('2026-11-20T09:00:00.000Z');
    expect(readLastDownload('"2026-11-20T09:00:00.000Z"')).toBe('2026-11-20T09:00:00.000Z');
    expect(readLastDownload('1763629200000')).toBe('2025-11-20T09:00:00.000Z');
  });

  it('is null for what is not a date', () => {
    expect(readLastDownload('yesterday')).toBeNull();
    expect(readLastDownload('0')).toBeNull();
  });
});

describe('readLegacyContracts', () => {
  it('upgrades each contract and keeps the text it was read from', () => {
    const read = readLegacyContracts(JSON.stringify([original]));
    expect(read.unreadable).toEqual([]);
    expect(read.contracts).toHaveLength(1);
    expect(read.contracts[0]?.raw).toBe(JSON.stringify(original));
  });

  it('keeps the first of two copies of one contract and sets the second aside', () => {
    const read = readLegacyContracts(JSON.stringify([original, original]));
    expect(read.contracts).toHaveLength(1);
    expect(read.unreadable).toEqual([
      { raw: JSON.stringify(original), reason: expect.stringMatching(/twice; the first one was kept\.$/) },
    ]);
  });

  it('sets aside a list that is not a list, as it was', () => {
    expect(readLegacyContracts('{}')).toEqual({
      contracts: [],
      unreadable: [{ raw: '{}', reason: 'The old contracts list is not a list.' }],
    });
  });
});
