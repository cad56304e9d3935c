import { describe, expect, it } from 'vitest';
import { FALLBACK_GUIDE, pdfNameForWsid } from '#domain/guides/pdf-guide';
import { catalogue } from '#domain/testing/builders';
import { guideNameSchema, guideParamsSchema, workScopesResponseSchema } from './workscopes';

describe('workScopesResponseSchema', () => {
  it('accepts the seed catalogue as it is', () => {
    expect(workScopesResponseSchema.parse(catalogue)).toEqual(catalogue);
  });

  it('rejects a calculation whose rate is text', () => {
    const [first] = catalogue;
    const broken = { ...first, calculations: [{ ...first!.calculations[0], rate: '1.40' }] };
    const result = workScopesResponseSchema.safeParse([broken]);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.calculations.0.rate']);
  });
});

describe('guideNameSchema', () => {
  it('accepts every guide of the catalogue and the fallback', () => {
    const names = catalogue.flatMap((scope) => (scope.pdf === null ? [] : [scope.pdf]));
    expect(names.length).toBeGreaterThan(50);
    for (const name of [...names, FALLBACK_GUIDE, pdfNameForWsid('A1-07')]) {
      expect(guideNameSchema.safeParse(name).success, String(name)).toBe(true);
    }
  });

  it.each(['A1-07', 'a1x07', 'A1x07.pdf', '../A1x07', 'A1x', 'A1x12345', 'AAx07', '', 'A1x0/'])(
    'rejects %j',
    (name) => {
      expect(guideNameSchema.safeParse(name).success).toBe(false);
    },
  );

  it('is the only path parameter of a guide', () => {
    expect(guideParamsSchema.parse({ name: 'C1x06' })).toEqual({ name: 'C1x06' });
    expect(guideParamsSchema.safeParse({ name: 'C1x06', other: 'x' }).success).toBe(false);
  });
});
