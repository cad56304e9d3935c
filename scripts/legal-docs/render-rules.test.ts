import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import { renderRulesDocument } from './render-rules';
import { RULES_DOCUMENT } from './write-rules-document';

describe('docs/legal/state-rules.md', () => {
  it('says what the rules files say (run npm run legal-docs after changing one)', () => {
    expect(readFileSync(RULES_DOCUMENT, 'utf8')).toBe(renderRulesDocument(BUNDLED_RULES));
  });

  it('lists every covered state with its citations and the day each was checked', () => {
    const page = renderRulesDocument(BUNDLED_RULES);
    for (const state of ['CA', 'MD', 'ND', 'GA', 'MO', 'MA', 'FL', 'TX', 'NJ', 'OH', 'NY', 'PA', 'IL', 'AZ', 'NC'])
      expect(page).toContain(`(${state})`);
    expect(page).toContain('## Maryland (MD)');
    expect(page).toContain('5 business days; 7 when any buyer is 65 or older');
    expect(page).toContain('at most 1/10 of the price and at most $1,000.00');
    expect(page).toContain(
      '[Cal. Civ. Code 1689.7](https://california.public.law/codes/ca_civ_code_section_1689.7) (checked 2026-11-26)',
    );
  });
});
