// The outbox against a real SMTP server in this process (smtp-server on
// 127.0.0.1): each signed version is emailed once, with the PDF attached and
// both hashes in the body; a refused message is tried again after a growing
// pause and given up after 10 attempts; two servers draining one PostgreSQL
// at the same moment still send it once.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { seedDatabase, DEMO_AGENT } from '../db/seed';
import { findUserByEmail } from '../auth/users';
import { keepSignedVersion, signedReceipts } from '../signing/signed-versions';
import { pdfOf, signedPushFor, signedRecordFor, syncSignedContract } from '../testing/signed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { EML_KEEP_DAYS, emlFileTransport, smtpTransport, type MailTransport } from './mail-transport';
import { drainOutbox, type OutboxOptions } from './outbox-worker';
import { DEMO_COMPANY } from '#domain/company/company-settings';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './outbox-schedule';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp';

const FROM = 'Contracts <contracts@test.example>';
/** The company of the server's settings: the office has not saved its details in these tests. */
const COMPANY_SETTINGS = { ...DEMO_COMPANY, name: 'Prairie Comfort Co.' };
const quiet = { info: () => undefined, warn: () => undefined };

describe.each(databaseKinds())('the signed-copy outbox on %s', (kind) => {
  let database: TestDatabase;
  let agentId: string;
  let smtp: TestSmtp;
  let now = Date.UTC(2026, 10, 24, 18, 30);
  const clock = () => new Date(now);
  const options = (transport: MailTransport): OutboxOptions => ({
    db: database.db,
    transport,
    from: FROM,
    company: COMPANY_SETTINGS,
    clock,
    log: quiet,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    agentId = (await findUserByEmail(database.db, DEMO_AGENT.email))!.id;
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });

  async function keep(label: string) {
    const record = signedRecordFor(label);
    await syncSignedContract(database.db, record, agentId);
    const outcome = await keepSignedVersion(
      database.db,
      signedPushFor(record),
      { userId: agentId, role: 'agent' },
      clock(),
      'a JWT secret of at least thirty-two characters',
    );
    expect(outcome.kind).toBe('kept');
    return record;
  }

  it('emails the signed PDF once, to the customer with the agent in copy, the last day to cancel in the body', async () => {
    const record = await keep('M1');
    const before = smtp.received.length;
    expect(await drainOutbox(options(smtpTransport(smtp.url)))).toBe(1);
    expect(await drainOutbox(options(smtpTransport(smtp.url)))).toBe(0);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    expect(mail.subject).toBe(`Your signed contract ${record.contract.ContractId} with Prairie Comfort Co.`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('maria@example.com');
    expect(mail.cc && !Array.isArray(mail.cc) ? mail.cc.text : '').toBe(DEMO_AGENT.email);
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`contract-${record.contract.ContractId}-signed.pdf`, 'application/pdf'],
    ]);
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(pdfOf(record));
    // Signed Tuesday, November 24, 2026 at 9:05 AM in Chicago; Thanksgiving does not count.
    expect(mail.text).toContain(
      `Attached is your signed contract ${record.contract.ContractId} with Prairie Comfort Co., signed on ` +
        'Tuesday, November 24, 2026 at 9:05 AM Central Standard Time.',
    );
    expect(mail.text).toContain('You may cancel it until midnight at the end of Saturday, November 28, 2026.');
    // In words a homeowner reads: the technical record is on the PDF's last page.
    expect(mail.text).not.toMatch(/SHA-256|[0-9a-f]{16}|\d{4}-\d{2}-\d{2}T|UTC/);
    const [receipt] = await signedReceipts(database.db, { contentHashes: [record.contentHash] });
    expect(receipt?.emails.map((email) => [email.to, email.status, email.attempts])).toEqual([
      ['maria@example.com', 'sent', 1],
      [DEMO_AGENT.email, 'sent', 1],
    ]);
  });

  it('tries a refused message again after 1, 2, 4 ... minutes, and gives up after 10 attempts', async () => {
    const record = await keep('M2');
    const refusing: MailTransport = {
      describe: 'a mail server that refuses',
      send: () => Promise.reject(new Error('550 mailbox unavailable')),
    };
    const receipt = async () => (await signedReceipts(database.db, { contentHashes: [record.contentHash] }))[0]!;
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      expect(await drainOutbox(options(refusing))).toBe(1);
      expect(await drainOutbox(options(refusing)), 'not due again yet').toBe(0);
      expect((await receipt()).emails[0]).toMatchObject({
        attempts: attempt,
        lastError: '550 mailbox unavailable',
        status: attempt < MAX_SEND_ATTEMPTS ? 'waiting' : 'failed',
      });
      now += retryDelayMs(attempt);
    }
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3), retryDelayMs(10)]).toEqual([
      60_000,
      120_000,
      240_000,
      6 * 3_600_000,
    ]);
    expect(await drainOutbox(options(smtpTransport(smtp.url))), 'a given-up message is not sent').toBe(0);
  });

  it("writes each message as an .eml file in DATA_DIR/outbox when there is no SMTP_URL, its owner's alone, and forgets month-old ones", async () => {
    const record = await keep('M3');
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      const outbox = join(dataDir, 'outbox');
      mkdirSync(outbox);
      const old = join(outbox, 'signed-0000000000000000.eml');
      writeFileSync(old, 'a message written long ago');
      const monthAgo = new Date(Date.now() - (EML_KEEP_DAYS + 1) * 24 * 60 * 60 * 1000);
      utimesSync(old, monthAgo, monthAgo);
      const logged: string[] = [];
      expect(
        await drainOutbox({
          ...options(emlFileTransport(dataDir)),
          log: { info: (m) => logged.push(m), warn: (m) => logged.push(m) },
        }),
      ).toBe(1);
      const files = readdirSync(outbox);
      // Named by the signed copy and its outbox message: a resend is another message, with its own Message-ID.
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`^signed-${record.contentHash.slice(0, 16)}-\\d+\\.eml$`));
      expect(statSync(join(outbox, files[0]!)).mode & 0o777).toBe(0o600);
      const mail = await simpleParser(readFileSync(join(outbox, files[0]!)));
      expect(mail.attachments[0]?.filename).toBe(`contract-${record.contract.ContractId}-signed.pdf`);
      // The log names the message, not the customer.
      expect(logged.join('\n')).toContain(record.contentHash);
      expect(logged.join('\n')).not.toContain('maria@example.com');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Two connections to one database: PostgreSQL only (PGlite has one connection).
  if (kind === 'postgres')
    it('sends once when two servers drain the outbox at the same moment', async () => {
      // A second server: its own connection to the same database.
      const second = await openDatabase({ databaseUrl: database.url });
      try {
        const records = await Promise.all(['M4', 'M5', 'M6'].map(keep));
        const before = smtp.received.length;
        const slow: MailTransport = {
          describe: 'slow SMTP',
          send: async (mail) => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            await smtpTransport(smtp.url).send(mail);
          },
        };
        const [a, b] = await Promise.all([
          drainOutbox(options(slow)),
          drainOutbox({ ...options(slow), db: second.db }),
        ]);
        expect(a + b).toBe(3);
        const subjects = smtp.received.slice(before).map((mail) => mail.subject);
        expect(subjects.sort()).toEqual(
          records.map((r) => `Your signed contract ${r.contract.ContractId} with Prairie Comfort Co.`).sort(),
        );
      } finally {
        await second.close();
      }
    });
});
