// npm run legal-docs: writes docs/legal/state-rules.md from the rules files.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import { renderRulesDocument } from './render-rules';

export const RULES_DOCUMENT = fileURLToPath(new URL('../../docs/legal/state-rules.md', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(RULES_DOCUMENT, renderRulesDocument(BUNDLED_RULES));
  console.log(`Wrote ${RULES_DOCUMENT}`);
}
