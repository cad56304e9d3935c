import { describe, expect, it } from 'vitest';
import scopes from '../catalogue/starter-catalogue.json';
import type { WorkScope } from '../contract/model';
import { FALLBACK_GUIDE, GUIDE_FAMILIES, guideFileName, guideFor, pdfNameForWsid } from './pdf-guide';

describe('pdfNameForWsid', () => {
  it('replaces the dash with x', () => {
    expect(pdfNameForWsid('A1-07')).toBe('A1x07');
    expect(pdfNameForWsid('W1-05')).toBe('W1x05');
  });

  it('gives null for an empty or missing id', () => {
    expect(pdfNameForWsid('')).toBeNull();
    expect(pdfNameForWsid('  ')).toBeNull();
    expect(pdfNameForWsid(null)).toBeNull();
    expect(pdfNameForWsid(undefined)).toBeNull();
  });

  it('agrees with every pdf name in the catalogue fixture', () => {
    const withGuide = (scopes as WorkScope[]).filter((scope) => scope.pdf !== null);
    expect(withGuide).toHaveLength(57);
    for (const scope of withGuide) expect(pdfNameForWsid(scope.wsid)).toBe(scope.pdf);
  });
});

describe('guideFor', () => {
  it('keeps a name of a known family', () => {
    expect(guideFor('A1x07')).toEqual({ name: 'A1x07', family: 'A1', isFallback: false });
    expect(guideFor('W1x05')).toEqual({ name: 'W1x05', family: 'W1', isFallback: false });
  });

  it.each(GUIDE_FAMILIES)('knows the %s family', (family) => {
    expect(guideFor(`${family}x01`).isFallback).toBe(false);
  });

  it.each([null, undefined, '', '  ', 'A3x01', 'Z9x01', 'a1x07', 'A'])('falls back to A1x1 for %j', (name) => {
    expect(guideFor(name)).toEqual({ name: FALLBACK_GUIDE, family: 'A1', isFallback: true });
  });

  it('falls back for the fixture scopes that have no guide', () => {
    const none = (scopes as WorkScope[]).filter((scope) => scope.pdf === null);
    expect(none.map((scope) => scope.wsid)).toEqual(['A2-07', 'A5-03', 'A7-99', 'W1-99']);
    for (const scope of none) expect(guideFor(scope.pdf).name).toBe('A1x1');
  });
});

describe('guideFileName', () => {
  it('adds the .pdf extension', () => {
    expect(guideFileName('A1x07')).toBe('A1x07.pdf');
    expect(guideFileName(FALLBACK_GUIDE)).toBe('A1x1.pdf');
  });
});
