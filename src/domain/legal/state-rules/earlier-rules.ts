// The rules files earlier releases carried, each replaced since by a higher version in rules/: a contract saved under
// one of them is printed again under it (sale-law.ts, savedSaleLaw). The cloud serves them beside its published
// versions; a tablet keeps what it was served. Never edit one: a file here is what a customer was given.
import ca from './earlier/ca-1.json' with { type: 'json' };
import fl from './earlier/fl-1.json' with { type: 'json' };
import il from './earlier/il-1.json' with { type: 'json' };
import ma from './earlier/ma-1.json' with { type: 'json' };
import md from './earlier/md-1.json' with { type: 'json' };
import nj from './earlier/nj-1.json' with { type: 'json' };
import pa from './earlier/pa-1.json' with { type: 'json' };
import tx from './earlier/tx-1.json' with { type: 'json' };

export const EARLIER_BUNDLED_FILES: readonly unknown[] = [ca, fl, il, ma, md, nj, pa, tx];
