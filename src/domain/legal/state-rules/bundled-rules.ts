// The rules files this release carries: the rules a tablet uses until the office serves newer ones. Taken as they are,
// with the schema's one default, not parsed with zod on every start: bundled-rules.test.ts parses each file and
// compares, so a file the schema would read differently fails the tests, not a tablet.
import az from './rules/az.json' with { type: 'json' };
import ca from './rules/ca.json' with { type: 'json' };
import fl from './rules/fl.json' with { type: 'json' };
import ga from './rules/ga.json' with { type: 'json' };
import il from './rules/il.json' with { type: 'json' };
import ma from './rules/ma.json' with { type: 'json' };
import md from './rules/md.json' with { type: 'json' };
import mo from './rules/mo.json' with { type: 'json' };
import nc from './rules/nc.json' with { type: 'json' };
import nd from './rules/nd.json' with { type: 'json' };
import nj from './rules/nj.json' with { type: 'json' };
import ny from './rules/ny.json' with { type: 'json' };
import oh from './rules/oh.json' with { type: 'json' };
import pa from './rules/pa.json' with { type: 'json' };
import tx from './rules/tx.json' with { type: 'json' };
import us from './rules/us.json' with { type: 'json' };
import type { StateRules } from './rules-schema';

/** The files, in the order the office lists them. */
export const BUNDLED_FILES: readonly unknown[] = [us, az, ca, fl, ga, il, ma, md, mo, nc, nd, nj, ny, oh, pa, tx];

export const BUNDLED_RULES: readonly StateRules[] = BUNDLED_FILES.map(
  (file) => ({ cancelEmailRequired: false, ...(file as object) }) as StateRules,
);
