// The state rules over the API and the command line, on both databases: every tablet reads those in force; an admin
// (or the command line) publishes a state's next version, checked, audited and never overwritten; an agent or a
// manager cannot.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { stateRulesResponseSchema } from '#api/state-rules';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import type { StateRules } from '#domain/legal/state-rules/rules-schema';
import { runAdmin } from '../../cli/run-admin';
import { queryRows } from '../../db/connection';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const california = BUNDLED_RULES.find((rules) => rules.state === 'CA')!;
/** Counsel approves signing on the tablet in California. */
const californiaV2: StateRules = {
  ...california,
  version: california.version + 1,
  checked: '2026-12-01',
  electronicSigning: 'allowed',
};

describe.each(databaseKinds())('state rules, on %s', (kind) => {
  let h: ContractsApi;
  let manager: string;
  let admin: string;

  beforeAll(async () => {
    h = await startContractsApi(kind);
    manager = (await testPerson(h.database.db, 'maria.manager@example.com', 'manager')).authorization;
    admin = (await testPerson(h.database.db, 'ada.admin@example.com', 'admin')).authorization;
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const get = (etag?: string) =>
    h.app.inject({
      method: 'GET',
      url: '/api/state-rules',
      headers: { authorization: h.authorization, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const publish = (authorization: string, payload: object) =>
    h.app.inject({ method: 'POST', url: '/api/admin/state-rules', headers: { authorization }, payload });
  const inForce = async (state: string) =>
    stateRulesResponseSchema.parse((await get()).json()).rules.find((rules) => rules.state === state);

  it("serves every tablet the release's rules until counsel publishes, with an ETag", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { rules } = stateRulesResponseSchema.parse(res.json());
    expect(rules.map((entry) => entry.state)).toEqual([
      'AZ',
      'CA',
      'FL',
      'GA',
      'IL',
      'MA',
      'MD',
      'MO',
      'NC',
      'ND',
      'NJ',
      'NY',
      'OH',
      'PA',
      'TX',
      'US',
    ]);
    expect(rules.find((entry) => entry.state === 'MD')?.cancellation.businessDays).toBe(5);
    expect((await get(res.headers.etag as string)).statusCode).toBe(304);
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/state-rules' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only an admin publish a newer version, audited, and refuses the same version again', async () => {
    for (const who of [h.authorization, manager])
      expect((await publish(who, { rules: californiaV2 })).statusCode).toBe(403);
    const before = (await get()).headers.etag;
    const published = await publish(admin, { rules: californiaV2, note: 'Counsel approved e-signing, memo 2026-12' });
    expect(published.statusCode, published.body).toBe(201);
    expect((await inForce('CA'))?.electronicSigning).toBe('allowed');
    expect((await get(before as string)).statusCode).toBe(200);

    const again = await publish(admin, { rules: { ...californiaV2, checked: '2026-12-02' } });
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error.message).toBe(
      "CA's rules in force are version 3: publish version 4 or higher.",
    );
    const audit = await queryRows<{ action: string; subject: string }>(
      h.database.db,
      sql`select action, subject from audit_log where action = 'state-rules.publish'`,
    );
    expect(audit).toEqual([{ action: 'state-rules.publish', subject: 'state-rules:CA' }]);
  });

  it('serves beside those in force every version a saved contract may carry: published, or an earlier release’s', async () => {
    // After the publish above: CA-3 is in force, CA-2 (this release's file) and CA-1 (the first release's) are not.
    const { rules, earlier } = stateRulesResponseSchema.parse((await get()).json());
    const named = (list: readonly StateRules[], state: string) =>
      list.filter((entry) => entry.state === state).map((entry) => entry.version);
    expect(named(rules, 'CA')).toEqual([3]);
    expect(named(earlier, 'CA')).toEqual([1, 2]);
    // California's first file had none of the notices its second prints (the HIC and mechanics' lien notices).
    const notices = (version: number) =>
      earlier.find((entry) => entry.state === 'CA' && entry.version === version)?.notices?.length ?? 0;
    expect(notices(1)).toBe(0);
    expect(notices(2)).toBe(3);
    // Texas is at its second file in this release, its first kept; Ohio has had one file only.
    expect(named(earlier, 'TX')).toEqual([1]);
    expect(named(earlier, 'OH')).toEqual([]);
  });

  it('refuses a file that is not a rules file, with a JSON error naming the field', async () => {
    const broken = { ...californiaV2, version: 3, cancellation: { ...californiaV2.cancellation, businessDays: 1 } };
    const res = await publish(admin, { rules: broken });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json()).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(error)).toContain('businessDays');
    expect((await inForce('CA'))?.version).toBe(3);
  });

  it('publishes and lists from the command line', async () => {
    let out = '';
    let err = '';
    const io = {
      stdin: Readable.from(['']),
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
    };
    const run = (...argv: string[]) => runAdmin(argv, io, async () => ({ ...h.database, close: async () => {} }));
    const folder = await mkdtemp(join(tmpdir(), 'state-rules-'));
    const file = join(folder, 'md.json');
    const maryland = BUNDLED_RULES.find((rules) => rules.state === 'MD')!;
    await writeFile(file, JSON.stringify({ ...maryland, version: maryland.version + 1, checked: '2026-12-03' }));
    expect(await run('publish-state-rules', file, '--note', 'Rechecked')).toBe(0);
    expect(out).toBe('Published Maryland (MD) rules version 3; tablets use them from their next sync.\n');
    expect(await run('publish-state-rules', file)).toBe(1);
    expect(err).toContain('The rules in force are version 3: give the file version 4 or higher.');
    out = '';
    expect(await run('list-state-rules')).toBe(0);
    expect(out).toMatch(/MD\s+3\s+2026-12-03\s+5\s+7\s+1\/3\s+yes/);
    expect(out).toMatch(/CA\s+3\s+2026-12-01\s+3\s+5\s+1\/10, \$1000\s+yes/);
  });
});
