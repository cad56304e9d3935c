// The state rules from the command line: the list says which IECC edition each state's contracts print, and a
// published file that names one changes it (decision 061).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import { seedDatabase } from '../db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import type { CliIo } from './cli-io';
import { listStateRules, publishStateRulesCommand } from './state-rules-commands';

function io(): CliIo & { out: () => string } {
  let out = '';
  return {
    stdin: Readable.from(['']),
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: () => true },
    out: () => out,
  };
}

const rowOf = (table: string, state: string) => table.split('\n').find((line) => line.startsWith(`${state} `)) ?? '';

describe.each(databaseKinds())('the state rules on the command line, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: false });
  });
  afterAll(async () => database.dispose());

  it('lists 2021 where a file names no edition, and the edition a published file names', async () => {
    const before = io();
    await listStateRules(database.db, {}, before);
    expect(before.out()).toMatch(/IECC\s*$/m);
    expect(rowOf(before.out(), 'TX')).toMatch(/2021 \(default\)\s*$/);

    const texas = BUNDLED_RULES.find((rules) => rules.state === 'TX')!;
    const file = join(await mkdtemp(join(tmpdir(), 'rules-')), 'tx.json');
    const cite = [
      {
        label: 'Texas SECO, residential energy code',
        url: 'https://comptroller.texas.gov/programs/seco/code/',
        checked: '2026-11-28',
      },
    ];
    await writeFile(file, JSON.stringify({ ...texas, version: texas.version + 1, energyCode: { iecc: 2015, cite } }));
    await publishStateRulesCommand(database.db, { file, now: new Date('2026-11-28T12:00:00Z') }, io());

    const after = io();
    await listStateRules(database.db, {}, after);
    expect(rowOf(after.out(), 'TX')).toMatch(/\s2015\s*$/);
    expect(rowOf(after.out(), 'MD')).toMatch(/2021 \(default\)\s*$/);
  });
});
