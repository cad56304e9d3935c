import { describe, expect, it } from 'vitest';
import { BUNDLED_FILES, BUNDLED_RULES } from './bundled-rules';
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
