import { NEW_PASSWORD_IS_EMAIL, NEW_PASSWORD_TOO_COMMON } from '../auth/new-password';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { buildApp } from '../app';
import { findUserByEmail } from '../auth/users';
import { loadCatalogue } from '../catalogue/catalogue-repository';
import { listPriceBooks } from '../catalogue/price-books';
import type { Database } from '../db/connection';
import { agents, auditLog, financingOptions, users } from '../db/schema';
import { DEMO_AGENT, seedDatabase } from '../db/seed';
import fixture from '#domain/catalogue/starter-catalogue.json';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { refresh, sessionOf, signIn } from '../testing/sessions';
import { testConfig } from '../testing/test-config';
import { addAgent, importCatalogue } from './admin-commands';
import type { CliInput, CliIo } from './cli-io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, PASSWORD_ARGUMENT_REFUSED, runAdmin } from './run-admin';

const fixturePath = fileURLToPath(new URL('../../domain/catalogue/starter-catalogue.json', import.meta.url));
const fixtureScopes = fixture as WorkScope[];

interface FakeIo extends CliIo {
  out: () => string;
  err: () => string;
}

/** Standard input as a pipe holding `input`, and captured output. */
function pipedIo(input = ''): FakeIo {
  return withOutput(Readable.from([input]));
}

function withOutput(stdin: CliInput): FakeIo {
  let out = '';
  let err = '';
  return {
    stdin,
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    out: () => out,
    err: () => err,
  };
}

/** A terminal: raw mode is switched on, and each chunk arrives as typed keys. */
function terminalIo(chunks: string[]): FakeIo & { rawModes: boolean[] } {
  const stdin = new PassThrough() as PassThrough & CliInput;
  const rawModes: boolean[] = [];
  stdin.isTTY = true;
  stdin.setRawMode = (mode: boolean) => rawModes.push(mode);
  const io = withOutput(stdin);
  queueMicrotask(() => {
    for (const chunk of chunks) stdin.write(chunk);
  });
  return { ...io, rawModes };
}

describe.each(databaseKinds())('admin commands on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  /** The test database, as runAdmin gets it; its close() leaves it open for the next test. */
  const open = vi.fn(async (): Promise<Database> => ({ ...database, close: async () => {} }));
  const admin = (argv: string[], io: CliIo) => runAdmin(argv, io, open);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    app = await buildApp(testConfig(), { database, webRoot: '/nonexistent', logger: false });
    dir = await mkdtemp(join(tmpdir(), 'cb-admin-'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe('add-agent', () => {
    it('adds an agent who can then sign in with the piped password', async () => {
      const io = pipedIo('field-pass-1\nignored second line\n');
      const code = await admin(
        [
          'add-agent',
          '--email',
          'New.Agent@Example.com',
          '--first',
          'Nia',
          '--last',
          'Agent',
          '--role',
          'manager',
          '--phone',
          '555-0101',
        ],
        io,
      );
      expect(io.err()).toBe('');
      expect(code).toBe(EXIT_OK);
      expect(io.out()).toBe('Added agent new.agent@example.com (Nia Agent, manager).\n');

      const res = await signIn(app, 'new.agent@example.com', 'field-pass-1');
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({
        first: 'Nia',
        last: 'Agent',
        display_name: 'Nia Agent',
        role: 'manager',
      });
      const user = await findUserByEmail(database.db, 'new.agent@example.com');
      const [agent] = await database.db.select().from(agents).where(eq(agents.userId, user!.id));
      expect(agent?.phone).toBe('555-0101');
    });

    it('takes a display name and reads a password ending in CRLF', async () => {
      const io = pipedIo('crlf-pass-2-pine\r\n');
      expect(
        await addAgent(
          database.db,
          { email: 'display@example.com', first: 'Dee', last: 'Play', display: 'Dee P.' },
          io,
        ),
      ).toBeUndefined();
      expect(io.out()).toBe('Added agent display@example.com (Dee P., agent).\n');
      expect((await signIn(app, 'display@example.com', 'crlf-pass-2-pine')).statusCode).toBe(200);
    });

    it('asks twice at a terminal, without echo', async () => {
      const io = terminalIo(['tty-pass', '-3-blue-kite\r', 'tty-pass-3-blue-kite\r']);
      const code = await admin(['add-agent', '--email', 'tty@example.com', '--first', 'Tee', '--last', 'Tee'], io);
      expect(io.err()).toBe('');
      expect(code).toBe(EXIT_OK);
      expect(io.out()).toBe('New password: \nRepeat the password: \nAdded agent tty@example.com (Tee Tee, agent).\n');
      expect(io.out()).not.toContain('tty-pass');
      expect(io.rawModes).toEqual([true, false]);
      expect((await signIn(app, 'tty@example.com', 'tty-pass-3-blue-kite')).statusCode).toBe(200);
    });

    it('takes backspace at a terminal', async () => {
      const io = terminalIo(['back-space-oaksX\x7f\r', 'back-space-oaks\r']);
      expect(await admin(['add-agent', '--email', 'bs@example.com', '--first', 'B', '--last', 'S'], io)).toBe(EXIT_OK);
      expect((await signIn(app, 'bs@example.com', 'back-space-oaks')).statusCode).toBe(200);
    });

    it('refuses two different passwords typed at a terminal', async () => {
      const io = terminalIo(['first-one\r', 'second-one\r']);
      expect(await admin(['add-agent', '--email', 'typo@example.com', '--first', 'T', '--last', 'Y'], io)).toBe(
        EXIT_FAILED,
      );
      expect(io.err()).toBe('The two passwords differ; nothing was changed.\n');
      expect(await findUserByEmail(database.db, 'typo@example.com')).toBeUndefined();
    });

    it('stops at Ctrl-C at a terminal', async () => {
      const io = terminalIo(['half\x03']);
      expect(await admin(['add-agent', '--email', 'ctrlc@example.com', '--first', 'C', '--last', 'C'], io)).toBe(
        EXIT_FAILED,
      );
      expect(io.err()).toBe('Cancelled; nothing was changed.\n');
      expect(io.rawModes).toEqual([true, false]);
    });

    it('refuses --password and says why, without opening the database', async () => {
      open.mockClear();
      for (const argv of [
        ['add-agent', '--email', 'p@example.com', '--first', 'P', '--last', 'W', '--password', 'hunter22'],
        ['reset-password', '--email', 'p@example.com', '--password=hunter22'],
      ]) {
        const io = pipedIo();
        expect(await admin(argv, io)).toBe(EXIT_USAGE);
        expect(io.err()).toContain(PASSWORD_ARGUMENT_REFUSED);
        expect(io.err()).toContain('shell history');
      }
      expect(open).not.toHaveBeenCalled();
    });

    it('refuses an email that exists already, in any case, before asking for a password', async () => {
      const io = pipedIo('another-pass\n');
      expect(await admin(['add-agent', '--email', 'AGENT@example.com', '--first', 'J', '--last', 'D'], io)).toBe(
        EXIT_FAILED,
      );
      expect(io.err()).toBe('An agent with the email agent@example.com exists already.\n');
    });

    it.each([
      ['a short password', 'insulate26\n', 'A new password has at least 12 characters.\n'],
      ['a common password dressed up', 'Password2026!\n', `${NEW_PASSWORD_TOO_COMMON}\n`],
      ['a common password spelt with dashes', 'qwerty-uiop-123\n', `${NEW_PASSWORD_TOO_COMMON}\n`],
      ['one letter repeated', 'aaaaaaaaaaaaaaaa\n', `${NEW_PASSWORD_TOO_COMMON}\n`],
      ['the email as a password', 'weak@example.com!!\n', `${NEW_PASSWORD_IS_EMAIL}\n`],
      [
        'no password at all',
        '',
        'No password on standard input: pipe it in as the first line, or run this at a terminal.\n',
      ],
    ])('refuses %s', async (_case, input, message) => {
      const io = pipedIo(input);
      expect(await admin(['add-agent', '--email', 'weak@example.com', '--first', 'W', '--last', 'K'], io)).toBe(
        EXIT_FAILED,
      );
      expect(io.err()).toBe(message);
      expect(await findUserByEmail(database.db, 'weak@example.com')).toBeUndefined();
    });

    it('refuses an email that is not one', async () => {
      const io = pipedIo('good-password\n');
      expect(await admin(['add-agent', '--email', 'not-an-email', '--first', 'N', '--last', 'E'], io)).toBe(
        EXIT_FAILED,
      );
      expect(io.err()).toBe("'not-an-email' is not an email address.\n");
    });
  });

  describe('reset-password, disable-agent, enable-agent', () => {
    it('reset-password changes the password and ends every session', async () => {
      await admin(
        ['add-agent', '--email', 'reset@example.com', '--first', 'Re', '--last', 'Set'],
        pipedIo('old-cedar-roofline\n'),
      );
      const session = sessionOf(await signIn(app, 'reset@example.com', 'old-cedar-roofline'));

      const io = pipedIo('new-maple-roofline\n');
      expect(await admin(['reset-password', '--email', 'Reset@Example.com'], io)).toBe(EXIT_OK);
      expect(io.out()).toBe('Changed the password of reset@example.com and signed out all of their sessions.\n');

      expect((await signIn(app, 'reset@example.com', 'old-cedar-roofline')).statusCode).toBe(401);
      expect((await refresh(app, session)).statusCode).toBe(401);
      expect((await signIn(app, 'reset@example.com', 'new-maple-roofline')).statusCode).toBe(200);
    });

    it('reset-password refuses an unknown email and a short password', async () => {
      const unknown = pipedIo('new-maple-roofline\n');
      expect(await admin(['reset-password', '--email', 'ghost@example.com'], unknown)).toBe(EXIT_FAILED);
      expect(unknown.err()).toBe('There is no agent with the email ghost@example.com.\n');
      const short = pipedIo('abc\n');
      expect(await admin(['reset-password', '--email', DEMO_AGENT.email], short)).toBe(EXIT_FAILED);
      expect(short.err()).toBe('A new password has at least 12 characters.\n');
      expect((await signIn(app, DEMO_AGENT.email, DEMO_AGENT.password, '203.0.113.77')).statusCode).toBe(200);
    });

    it('disable-agent stops sign-in and refresh; enable-agent lets the agent back in', async () => {
      await admin(
        ['add-agent', '--email', 'gone@example.com', '--first', 'Go', '--last', 'Ne'],
        pipedIo('leaving-for-good-7\n'),
      );
      const session = sessionOf(await signIn(app, 'gone@example.com', 'leaving-for-good-7', '203.0.113.20'));

      const io = pipedIo();
      expect(await admin(['disable-agent', '--email', 'gone@example.com'], io)).toBe(EXIT_OK);
      expect(io.out()).toContain('Disabled gone@example.com');
      const refused = await signIn(app, 'gone@example.com', 'leaving-for-good-7', '203.0.113.21');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(
        'There was an error signing in, the user name or password is incorrect.',
      );
      expect((await refresh(app, session)).statusCode).toBe(401);

      const enable = pipedIo();
      expect(await admin(['enable-agent', '--email', 'gone@example.com'], enable)).toBe(EXIT_OK);
      expect(enable.out()).toBe('Enabled gone@example.com: they can sign in again.\n');
      expect((await signIn(app, 'gone@example.com', 'leaving-for-good-7', '203.0.113.22')).statusCode).toBe(200);
      // The sessions that were ended stay ended.
      expect((await refresh(app, session)).statusCode).toBe(401);
    });
  });

  it('list-agents prints a table of every agent', async () => {
    const kindDb = await createTestDatabase(kind);
    try {
      await seedDatabase(kindDb.db, { demo: true });
      const own = (argv: string[], io: CliIo) => runAdmin(argv, io, async () => ({ ...kindDb, close: async () => {} }));
      await own(
        ['add-agent', '--email', 'zed@example.com', '--first', 'Zed', '--last', 'Long-Surname', '--phone', '555-0199'],
        pipedIo('zed-password\n'),
      );
      await own(
        ['add-agent', '--email', 'amy@example.com', '--first', 'Amy', '--last', 'Lead', '--role', 'manager'],
        pipedIo('amy-password\n'),
      );
      await own(['disable-agent', '--email', 'amy@example.com'], pipedIo());
      const io = pipedIo();
      expect(await own(['list-agents'], io)).toBe(EXIT_OK);
      expect(io.out()).toBe(
        [
          'EMAIL              NAME              ROLE     PHONE     DISABLED',
          'agent@example.com  Jane Demo         agent    -         no',
          'amy@example.com    Amy Lead          manager  -         yes',
          'zed@example.com    Zed Long-Surname  agent    555-0199  no',
          '',
        ].join('\n'),
      );
    } finally {
      await kindDb.dispose();
    }
  });

  describe('import-catalogue', () => {
    async function fileWith(name: string, content: string): Promise<string> {
      const file = join(dir, name);
      await writeFile(file, content);
      return file;
    }

    it('lists every problem of a bad file with its path, exits 1 and leaves the catalogue alone', async () => {
      const before = await loadCatalogue(database.db);
      const [first, second, third] = fixtureScopes as [WorkScope, WorkScope, WorkScope];
      const bad = [
        { ...first, calculations: [{ ...first.calculations[0]!, rank: 0 }] },
        { ...second, id: first.id },
        { ...third, wsid: first.wsid, category: { id: first.category.id, name: 'Another name' } },
        { ...third, id: 9001, wsid: 'Z9-01', name: 7, calculations: [{ ...first.calculations[0]!, rate: 'cheap' }] },
        {
          ...third,
          id: 9002,
          wsid: 'Z9-02',
          calculations: [{ ...third.calculations[0]!, id: first.calculations[0]!.id }],
        },
      ];
      const io = pipedIo();
      expect(
        await importCatalogue(database.db, { file: await fileWith('bad.json', JSON.stringify(bad)) }, io).catch(
          (e: Error) => e.message,
        ),
      ).toMatch(/bad\.json has 2 problems \(listed above\); the catalogue was not changed\.$/);
      expect(io.err().split('\n').filter(Boolean)).toEqual([
        '  [3].name: Invalid input: expected string, received number',
        '  [3].calculations[0].rate: Invalid input: expected number, received string',
      ]);

      // Once the types are right, the rules between rows are checked.
      const typed = bad.slice(0, 3).concat([bad[4]!]);
      const io2 = pipedIo();
      const code = await runAdmin(
        ['import-catalogue', await fileWith('bad2.json', JSON.stringify(typed, null, 2))],
        io2,
        open,
      );
      expect(code).toBe(EXIT_FAILED);
      expect(io2.err()).toBe(
        [
          `  [0].calculations[0].rank: must be 1 or more, got 0`,
          `  [1].id: ${first.id} is also the id of [0]`,
          `  [2].wsid: '${first.wsid}' is also the code of [0]`,
          `  [2].category.name: category ${first.category.id} is '${first.category.name}' in [0], not 'Another name'`,
          `  [3].calculations[0].id: ${first.calculations[0]!.id} is also the id of [0].calculations[0]`,
          `${join(dir, 'bad2.json')} has 5 problems (listed above); the catalogue was not changed.`,
          '',
        ].join('\n'),
      );
      expect(await loadCatalogue(database.db)).toEqual(before);
    });

    it('refuses a label chart whose figures disagree, naming the scope and the row', async () => {
      const before = await loadCatalogue(database.db);
      const scopes = (fixtureScopes as WorkScope[]).map((scope) =>
        scope.wsid === 'A1-04' && scope.chart
          ? {
              ...scope,
              chart: {
                ...scope.chart,
                rows: scope.chart.rows.map((row) => (row.rValue === 49 ? { ...row, bagsPer1000: 52.2 } : row)),
              },
            }
          : scope,
      );
      const index = scopes.findIndex((scope) => scope.wsid === 'A1-04');
      const io = pipedIo();
      expect(await admin(['import-catalogue', await fileWith('typo.json', JSON.stringify(scopes))], io)).toBe(
        EXIT_FAILED,
      );
      expect(io.err()).toContain(`[${index}].chart: R-49: 52.2 bags x 39.7 sq ft is not 1,000 sq ft: check both.`);
      expect(await loadCatalogue(database.db)).toEqual(before);
    });

    it.each([
      ['not JSON', 'not-json.json', '[{"id": 1,', /not-json\.json is not valid JSON: /],
      ['not an array', 'object.json', '{"scopes": []}', /\(the file\): must be a JSON array of work scopes/],
      ['empty', 'empty.json', '[]', /holds no work scopes/],
    ])('refuses a file that is %s', async (_case, name, content, message) => {
      const before = await loadCatalogue(database.db);
      const io = pipedIo();
      expect(await admin(['import-catalogue', await fileWith(name, content)], io)).toBe(EXIT_FAILED);
      expect(io.err()).toMatch(message);
      expect(await loadCatalogue(database.db)).toEqual(before);
    });

    it('refuses a file that does not exist', async () => {
      const io = pipedIo();
      expect(await admin(['import-catalogue', join(dir, 'missing.json')], io)).toBe(EXIT_FAILED);
      expect(io.err()).toContain('missing.json: there is no such file');
    });

    it('replaces the catalogue with a good file: first a smaller one, then the fixture again', async () => {
      const smaller = fixtureScopes.slice(0, 3).map((scope) => ({ ...scope, name: `${scope.name} (2027)` }));
      const io = pipedIo();
      expect(await admin(['import-catalogue', await fileWith('smaller.json', JSON.stringify(smaller))], io)).toBe(
        EXIT_OK,
      );
      const categories = new Set(smaller.map((scope) => scope.category.id)).size;
      const calculationCount = smaller.reduce((n, scope) => n + scope.calculations.length, 0);
      const today = new Date().toISOString().slice(0, 10);
      const newest = async () => (await listPriceBooks(database.db))[0]!;
      const published = (await newest()).version;
      expect(io.out()).toBe(
        `Imported 3 work scopes with ${calculationCount} calculations in ${categories} categories ` +
          `as price book ${published}, used from ${today}.\n`,
      );
      expect(await newest()).toMatchObject({ source: 'cli', note: 'Imported from smaller.json', scopeCount: 3 });
      const loaded = await loadCatalogue(database.db);
      expect(loaded.map((scope) => scope.name)).toEqual(smaller.map((scope) => scope.name));

      const again = pipedIo();
      expect(await admin(['import-catalogue', fixturePath], again)).toBe(EXIT_OK);
      expect(again.out()).toBe(
        `Imported 61 work scopes with 77 calculations in 11 categories as price book ${published + 1}, used from ${today}.\n`,
      );
      const byRank = (scope: WorkScope) => ({
        ...scope,
        calculations: [...scope.calculations].sort((a, b) => a.rank - b.rank),
      });
      expect(await loadCatalogue(database.db)).toEqual(fixtureScopes.map(byRank).sort((a, b) => a.id - b.id));

      // The smaller one is still price book `published`, as it was: export it and it reads back the same.
      const exported = join(dir, 'exported.json');
      const out = pipedIo();
      expect(await admin(['export-catalogue', exported, '--version', String(published)], out)).toBe(EXIT_OK);
      expect(out.out()).toMatch(
        new RegExp(`^Wrote price book ${published} \\(used from ${today}, 3 work scopes, SHA-256 [0-9a-f]{64}\\)`),
      );
      expect((JSON.parse(await readFile(exported, 'utf8')) as WorkScope[]).map((scope) => scope.name)).toEqual(
        smaller.map((scope) => scope.name),
      );
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `price-book:${published + 1}`));
      expect(audit).toMatchObject([{ action: 'price-book.publish', actorLabel: 'admin command line' }]);
    });

    it('publishes for a later date, and refuses a date before the newest price book or not a date', async () => {
      const io = pipedIo();
      expect(
        await admin(['import-catalogue', fixturePath, '--effective', '2099-01-04', '--note', 'New year'], io),
      ).toBe(EXIT_OK);
      expect(io.out()).toMatch(/as price book \d+, used from 2099-01-04\.\n$/);
      const early = pipedIo();
      expect(await admin(['import-catalogue', fixturePath, '--effective', '2099-01-03'], early)).toBe(EXIT_FAILED);
      expect(early.err()).toContain('--effective is 2099-01-04 or later.');
      const wrong = pipedIo();
      expect(await admin(['import-catalogue', fixturePath, '--effective', '4 January'], wrong)).toBe(EXIT_FAILED);
      expect(wrong.err()).toContain('--effective is a date such as 2026-12-01; not 4 January.');
    });
  });

  describe('list-financing and set-financing', () => {
    const plans = () => database.db.select().from(financingOptions).orderBy(financingOptions.id);

    it('list-financing prints every plan with its terms and whether it is offered', async () => {
      const io = pipedIo();
      expect(await admin(['list-financing'], io)).toBe(EXIT_OK);
      expect(io.out()).toBe(
        [
          'ID  CODE     MONTHS  APR    OFFERED',
          '1   DEL2699  12      0.00%  no',
          '2   DEL2612  12      0.00%  no',
          '3   DEL2606  6       0.00%  yes',
          '4   DEL2659  60      6.99%  no',
          '5   DEL2689  60      8.99%  yes',
          '6   DEL2679  60      7.99%  no',
          '',
        ].join('\n'),
      );
    });

    it('set-financing re-rates a plan, says what it means for contracts already sold, and is in the audit log', async () => {
      const io = pipedIo();
      expect(await admin(['set-financing', '--code', 'del2689', '--apr', '9.49'], io)).toBe(EXIT_OK);
      expect(io.err()).toBe('');
      expect(io.out()).toBe(
        'Changed DEL2689: 60 months at 9.49% APR, offered (was 60 months at 8.99% APR, offered).\n' +
          'Contracts already sold with DEL2689 keep their terms; tablets offer the new ones from their next sync.\n',
      );
      expect((await plans())[4]).toEqual({ id: 5, code: 'DEL2689', term: 60, apr: 9.49, visible: true });
      const [row] = await database.db.select().from(auditLog).where(eq(auditLog.subject, 'financing:DEL2689'));
      expect(row).toMatchObject({
        actorUserId: null,
        actorLabel: 'admin command line',
        action: 'financing.change',
        before: { apr: 8.99 },
        after: { apr: 9.49 },
      });

      const retire = pipedIo();
      expect(await admin(['set-financing', '--code', 'DEL2606', '--term', '12', '--visible', 'no'], retire)).toBe(
        EXIT_OK,
      );
      expect(retire.out()).toMatch(
        /^Changed DEL2606: 12 months at 0\.00% APR, not offered \(was 6 months at 0\.00% APR, offered\)\.\n/,
      );
      expect((await plans())[2]).toEqual({ id: 3, code: 'DEL2606', term: 12, apr: 0, visible: false });

      // Back as seeded, for the other tests.
      expect(await admin(['set-financing', '--code', 'DEL2689', '--apr', '8.99'], pipedIo())).toBe(EXIT_OK);
      expect(await admin(['set-financing', '--code', 'DEL2606', '--term', '6', '--visible', 'yes'], pipedIo())).toBe(
        EXIT_OK,
      );
      const same = pipedIo();
      expect(await admin(['set-financing', '--code', 'DEL2606', '--term', '6'], same)).toBe(EXIT_OK);
      expect(same.out()).toBe('DEL2606 already has these terms: 6 months at 0.00% APR, offered. Nothing changed.\n');
    });

    it.each([
      [['--code', 'DEL0000', '--apr', '5'], 'There is no financing plan DEL0000: list-financing lists them.'],
      [['--code', 'DEL2689'], 'Name what to change: --term, --apr or --visible.'],
      [
        ['--code', 'DEL2689', '--apr', '9.499'],
        '--apr is a yearly rate in percent from 0 to 100, with at most 2 decimals, such as 8.99; not 9.499.',
      ],
      [
        ['--code', 'DEL2689', '--apr', 'cheap'],
        '--apr is a yearly rate in percent from 0 to 100, with at most 2 decimals, such as 8.99; not cheap.',
      ],
      [
        ['--code', 'DEL2689', '--apr', '100.01'],
        '--apr is a yearly rate in percent from 0 to 100, with at most 2 decimals, such as 8.99; not 100.01.',
      ],
      [['--code', 'DEL2689', '--term', '0'], '--term is a whole number of months from 1 to 600; not 0.'],
      [['--code', 'DEL2689', '--term', '1.5'], '--term is a whole number of months from 1 to 600; not 1.5.'],
      [['--code', 'DEL2689', '--term', '601'], '--term is a whole number of months from 1 to 600; not 601.'],
      [
        ['--code', 'DEL2689', '--visible', 'maybe'],
        '--visible is yes (offered for new contracts) or no (retired); not maybe.',
      ],
      [
        ['--code', 'DEL2689', '--term', '72'],
        'Only a 60-month plan is charged interest (docs/decisions/003-financing.md): a 72-month plan must be at 0% APR, not 8.99%.',
      ],
      [
        ['--code', 'DEL2606', '--apr', '3'],
        'Only a 60-month plan is charged interest (docs/decisions/003-financing.md): a 6-month plan must be at 0% APR, not 3%.',
      ],
    ])('set-financing %j is refused and changes nothing', async (argv, message) => {
      const before = await plans();
      const io = pipedIo();
      expect(await admin(['set-financing', ...argv], io)).toBe(EXIT_FAILED);
      expect(io.err()).toBe(`${message}\n`);
      expect(await plans()).toEqual(before);
    });
  });

  it('counts prints the number of rows of each kind', async () => {
    const agentCount = (await database.db.select().from(users).innerJoin(agents, eq(agents.userId, users.id))).length;
    const io = pipedIo();
    expect(await admin(['counts'], io)).toBe(EXIT_OK);
    expect(io.out()).toBe(
      [
        `agents        ${agentCount}`,
        'contracts     0',
        'goals         0',
        'projects      0',
        'calculations  0',
        'work scopes   61',
        'categories    11',
        '',
      ].join('\n'),
    );
  });
});

describe('the admin command line', () => {
  const neverOpened = vi.fn(async (): Promise<Database> => {
    throw new Error('the database should not be opened');
  });

  it('prints the usage for --help and exits 0', async () => {
    const io = pipedIo();
    expect(await runAdmin(['--help'], io, neverOpened)).toBe(EXIT_OK);
    expect(io.out()).toContain('Usage: npm run admin -- <command> [options]');
    for (const command of [
      'add-agent',
      'reset-password',
      'disable-agent',
      'enable-agent',
      'list-agents',
      'import-catalogue',
      'export-catalogue',
      'list-financing',
      'set-financing',
      'counts',
    ]) {
      expect(io.out()).toContain(`  ${command}`);
    }
  });

  it.each([
    [[], 'Name a command.'],
    [['make-coffee'], "There is no command 'make-coffee'."],
    [['add-agent', '--email', 'a@example.com', '--first', 'A'], '--last is required.'],
    [['add-agent', '--email', 'a@example.com', '--first', ' ', '--last', 'B'], '--first is required.'],
    [
      ['add-agent', '--email', 'a@example.com', '--first', 'A', '--last', 'B', '--colour', 'red'],
      "Unknown option '--colour'",
    ],
    [['disable-agent'], '--email is required.'],
    [['list-agents', 'extra'], 'list-agents takes no arguments.'],
    [['import-catalogue'], 'import-catalogue takes FILE.'],
    [['set-financing', '--apr', '9.49'], '--code is required.'],
    [['list-financing', 'DEL2689'], 'list-financing takes no arguments.'],
  ])('answers %j with exit 2 and the usage', async (argv, message) => {
    const io = pipedIo();
    expect(await runAdmin(argv, io, neverOpened)).toBe(EXIT_USAGE);
    expect(io.err()).toContain(message);
    expect(io.err()).toContain('Usage: npm run admin -- ');
    expect(neverOpened).not.toHaveBeenCalled();
  });

  it('answers exit 1 with one line when the database cannot be opened', async () => {
    const io = pipedIo();
    const code = await runAdmin(['counts'], io, async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at somewhere');
    });
    expect(code).toBe(EXIT_FAILED);
    expect(io.err()).toBe('Failed: connect ECONNREFUSED 127.0.0.1:5432\n');
  });
});
