import { describe, expect, it } from 'vitest';
import { GUIDE_FAMILIES } from '#domain/guides/pdf-guide';
import { GUIDE_CONTENT } from './guide-content';
import { toWinAnsi } from './win-ansi';

// The family names of the fixture README, which are the catalogue's category names.
const TITLES = {
  A1: 'Attic Insulation',
  A2: 'Attic Air Sealing',
  A4: 'Attic Ventilation',
  A5: 'Attic Mold & Moisture',
  A7: 'Insulation Removal',
  B1: 'Basement',
  C1: 'Crawlspace',
  D1: 'Ducts & Exhaust Ventilation',
  G1: 'Garage',
  W1: 'Walls, Doors & Whole House',
} as const;

function allText(family: keyof typeof TITLES): string[] {
  const content = GUIDE_CONTENT[family];
  return [content.title, ...content.sections.flatMap((section) => [section.heading, ...section.paragraphs])];
}

describe('GUIDE_CONTENT', () => {
  it('has exactly one guide per family, titled as the catalogue names it', () => {
    expect(Object.keys(GUIDE_CONTENT).sort()).toEqual([...GUIDE_FAMILIES].sort());
    for (const family of GUIDE_FAMILIES) {
      expect(GUIDE_CONTENT[family].family).toBe(family);
      expect(GUIDE_CONTENT[family].title).toBe(TITLES[family]);
    }
  });

  it.each(GUIDE_FAMILIES)('%s has 2-4 short sections of a few sentences', (family) => {
    const { sections } = GUIDE_CONTENT[family];
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections.length).toBeLessThanOrEqual(4);
    for (const section of sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      const words = section.paragraphs.join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThan(20);
      expect(words).toBeLessThan(160);
    }
  });

  it.each(GUIDE_FAMILIES)('%s is plain text: WinAnsi-safe as written, no stray whitespace', (family) => {
    for (const text of allText(family)) {
      expect(toWinAnsi(text)).toBe(text);
      expect(text).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it.each(GUIDE_FAMILIES)('%s quotes no prices', (family) => {
    for (const text of allText(family)) expect(text).not.toMatch(/\$|\bUSD\b|\bdollars?\b|\bcents?\b/i);
  });

  it('states the facts the fixture README gives', () => {
    const text = (family: keyof typeof TITLES) => allText(family).join(' ');
    expect(text('A1')).toContain('R-49');
    expect(text('A1')).toContain('R-60');
    // The code's rule (decision 061), not the fixture README's "1/300 usually": 1/150, and 1/300 only under its conditions.
    expect(text('A4')).toContain('1 square foot of net free vent area for every 150 square feet of attic floor');
    expect(text('A4')).toContain('10 square feet (1,440 square inches) for a 1,500 square foot attic');
    expect(text('A4')).toContain('1 for every 300 square feet when 40 to 50% of the vent area is high');
    expect(text('A4')).not.toContain('usual rule');
    expect(text('B1')).toContain('R-10');
    expect(text('B1')).toContain('R-15');
    expect(text('C1')).toContain('55-60%');
    expect(text('D1')).toContain('UL-181 mastic');
    expect(text('A5')).toContain('EPA-registered antimicrobial');
    expect(text('W1')).toContain('blower door');
  });
});
