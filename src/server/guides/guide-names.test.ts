import { describe, expect, it } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { FALLBACK_GUIDE, GUIDE_FAMILIES, guideFor } from '#domain/guides/pdf-guide';
import fixture from '#domain/catalogue/starter-catalogue.json';
import { familyOfGuideName, guideScopes } from './guide-names';

const scopes = fixture as WorkScope[];

describe('familyOfGuideName', () => {
  it('gives the family of a scope guide name', () => {
    expect(familyOfGuideName('A1x07')).toBe('A1');
    expect(familyOfGuideName('W1x99')).toBe('W1');
    expect(familyOfGuideName('D1x05')).toBe('D1');
  });

  it('serves the fallback guide A1x1 from the A1 family', () => {
    expect(familyOfGuideName('A1x1')).toBe('A1');
    expect(familyOfGuideName(FALLBACK_GUIDE)).toBe('A1');
  });

  it('maps every guide name in the catalogue fixture to its scope family', () => {
    for (const scope of scopes) {
      if (scope.pdf === null) continue;
      expect(familyOfGuideName(scope.pdf)).toBe(scope.wsid.slice(0, 2));
    }
  });

  it('agrees with guideFor for every family', () => {
    for (const family of GUIDE_FAMILIES) {
      const name = `${family}x01`;
      expect(familyOfGuideName(name)).toBe(guideFor(name).family);
    }
  });

  it.each([
    'Z9x01', // not a family
    'A3x01', // a letter-digit code that is not a family
    'A1x07.pdf', // the extension is not part of the name
    '../etc',
    'A1x07/../../etc',
    'a1x07', // names are case-sensitive
    'A1X07',
    'A1-07', // a wsid, not a guide name
    'A1x',
    'A1x123',
    'A1xab',
    ' A1x07',
    'A1x07 ',
    'A1x07\n',
    '',
  ])('rejects %j', (name) => {
    expect(familyOfGuideName(name)).toBeNull();
  });
});

describe('guideScopes', () => {
  it("lists a family's visible scopes in catalogue order with only the fields a guide shows", () => {
    const a1 = guideScopes('A1', scopes);
    expect(a1.map((scope) => scope.wsid)).toEqual([
      'A1-01',
      'A1-02',
      'A1-03',
      'A1-04',
      'A1-05',
      'A1-06',
      'A1-07',
      'A1-08',
    ]);
    expect(a1[0]).toEqual({
      wsid: 'A1-01',
      name: 'Blown Cellulose Attic Insulation to R-38',
      description: expect.stringContaining('borate-treated') as string,
    });
    expect(Object.keys(a1[0] ?? {}).sort()).toEqual(['description', 'name', 'wsid']);
  });

  it('leaves out the hidden scopes A7-99 and W1-99', () => {
    expect(guideScopes('A7', scopes).map((scope) => scope.wsid)).toEqual(['A7-01', 'A7-02', 'A7-03']);
    expect(guideScopes('W1', scopes).map((scope) => scope.wsid)).not.toContain('W1-99');
  });

  it('covers the 59 visible scopes across the ten families, each family at least once', () => {
    const counts = GUIDE_FAMILIES.map((family) => guideScopes(family, scopes).length);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(59);
  });
});
