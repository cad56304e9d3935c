import { describe, expect, it } from 'vitest';
import { BUNDLED_FILES, BUNDLED_RULES } from './bundled-rules';
import { EARLIER_BUNDLED_FILES } from './earlier-rules';
import { stateRulesSchema } from './rules-schema';

describe('the bundled rules', () => {
  it('are each file exactly as the rules schema reads it', () => {
    expect(BUNDLED_RULES).toHaveLength(16);
    BUNDLED_FILES.forEach((file, index) => expect(BUNDLED_RULES[index]).toEqual(stateRulesSchema.parse(file)));
  });

  it('say whether the buyer must be given an email address to cancel by, false where a file is silent', () => {
    const byState = new Map(BUNDLED_RULES.map((rules) => [rules.state, rules.cancelEmailRequired]));
    expect(byState.get('CA')).toBe(true);
    expect(byState.get('MD')).toBe(false);
  });
});

describe('the rules files of earlier releases', () => {
  it('each read with the schema, and each is below the version this release carries for its state', () => {
    const inForce = new Map(BUNDLED_RULES.map((rules) => [rules.state, rules.version]));
    const earlier = EARLIER_BUNDLED_FILES.map((file) => stateRulesSchema.parse(file));
    expect(earlier.map((rules) => `${rules.state}-${rules.version}`)).toEqual([
      'CA-1',
      'FL-1',
      'IL-1',
      'MA-1',
      'MD-1',
      'NJ-1',
      'PA-1',
      'TX-1',
    ]);
    for (const rules of earlier) expect(rules.version).toBeLessThan(inForce.get(rules.state)!);
  });
});
