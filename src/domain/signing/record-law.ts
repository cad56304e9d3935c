// The law a signed contract was signed under: the rules file its record keeps, or, for a record signed before state
// rules were kept, the federal rule it was then printed under (docs/decisions/050-state-rules.md).
import { saleLaw, type SaleLaw } from '../contract/sale-law';
import { FEDERAL } from '../legal/state-law';
import { BUNDLED_RULES } from '../legal/state-rules/bundled-rules';
import type { SignedRecord } from './signed-record';

export function recordLaw(record: Pick<SignedRecord, 'contract' | 'rules'>): SaleLaw {
  const rules = record.rules ?? BUNDLED_RULES.find((entry) => entry.state === FEDERAL);
  return { ...saleLaw(record.contract), ...(rules ? { rules } : {}) };
}
