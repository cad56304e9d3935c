// The company's mail says what the server writes (docs/decisions/074-mail-the-server-writes.md), on both databases: a
// signed copy goes only to the contract's own address, in fixed words with the company and branch the cloud holds;
// a PDF that would run or launch something is refused, one that does not name itself is kept and not emailed; a
// receipt is only for a product of the price book; a copy arriving after the cancellation is kept and not emailed.
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import type { CompanyDetails } from '#domain/company/company-details';
import { receiptArea, type InstallerReceipt } from '#domain/insulation/installer-receipt';
import { receiptKeywords } from '#domain/signing/paper-keywords';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import type { SignedRecord } from '#domain/signing/signed-record';
import { scope } from '#domain/testing/builders';
import { queryRows } from '../../db/connection';
import { smtpTransport } from '../../email/mail-transport';
import { drainOutbox } from '../../email/outbox-worker';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import {
  blankPdf,
  handInSigned,
  pdfOf,
  signedPushFor,
  signedRecordFor,
  syncSignedContract,
} from '../../testing/signed';
import { testConfig } from '../../testing/test-config';
import { databaseKinds } from '../../testing/test-database';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp';

const COMPANY: CompanyDetails = {
  name: 'Badger State Insulation',
  addressLines: ['45 Elm Street', 'Eau Claire, WI 54701'],
  phone: '715-555-0142',
  license: 'Dwelling Contractor #1234567',
  licenses: [],
  cancellationAddressLines: [],
  cancellationEmail: '',
  branches: [{ name: 'Madison', addressLines: ['200 State Street', 'Madison, WI 53703'], phone: '608-555-0177' }],
};
const PHISHING = 'PayPal Security - verify your account at http://evil.test';

describe.each(databaseKinds())("the company's mail says what the server writes, on %s", (kind) => {
  let h: ContractsApi;
  let smtp: TestSmtp;
  let admin: { id: string; authorization: string };

  beforeAll(async () => {
    h = await startContractsApi(kind);
    smtp = await startTestSmtp();
    admin = await testPerson(h.database.db, 'ada.admin@example.com', 'admin');
    const call = (method: 'PUT', url: string, payload: object) =>
      h.app.inject({ method, url, headers: { authorization: admin.authorization }, payload });
    expect((await call('PUT', '/api/admin/company', COMPANY)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/people/${h.jane.Id}/branch`, { branch: 'Madison' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await smtp.close();
    await h?.app.close();
    await h?.database.dispose();
  });

  const handIn = (record: SignedRecord, pdf = pdfOf(record)) =>
    h.app.inject({
      method: 'POST',
      url: `/api/contracts/${record.contract.ContractId}/signed`,
      headers: { authorization: h.authorization },
      payload: signedPushFor(record, pdf) as unknown as Record<string, unknown>,
    });
  const outboxFor = (contractId: string) =>
    queryRows<{ to_address: string; reason: string }>(
      h.database.db,
      sql`select to_address, reason from email_outbox o join signed_contracts s on s.content_hash = o.signed_content_hash
          where s.contract_id = ${contractId}`,
    );
  const flagKinds = async (contractId: string) =>
    (
      await queryRows<{ kind: string }>(
        h.database.db,
        sql`select kind from contract_flags where contract_id = ${contractId} order by kind`,
      )
    ).map((row) => row.kind);
  const kept = async (contractId: string) =>
    (
      await queryRows<{ n: number }>(
        h.database.db,
        sql`select count(*)::int as n from signed_contracts where contract_id = ${contractId}`,
      )
    )[0]!.n;
  const drain = async (): Promise<ParsedMail[]> => {
    const before = smtp.received.length;
    await drainOutbox({
      db: h.database.db,
      transport: smtpTransport(smtp.url),
      from: 'Contracts <contracts@test.example>',
      company: testConfig().company,
      clock: () => new Date(),
      log: { info: () => undefined, warn: () => undefined },
    });
    return smtp.received.slice(before);
  };

  it("refuses a copy for an address that is not the contract's own (400 naming the field), and keeps nothing", async () => {
    const record = signedRecordFor('ELSEWHERE');
    const { contentHash: _hash, ...content } = record;
    const elsewhere = sealRecord({ ...content, consent: { ...content.consent, email: 'victim@outside.test' } });
    await syncSignedContract(h.database.db, elsewhere, h.jane.Id);
    const res = await handIn(elsewhere);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.details).toEqual([
      { path: 'record.consent.email', message: expect.stringContaining("not the customer's email on the contract") },
    ]);
    expect(await kept(elsewhere.contract.ContractId)).toBe(0);
  });

  it('writes the email in fixed words with the company and branch the cloud holds, never what the tablet wrote', async () => {
    const record = signedRecordFor('PHISHING');
    const { contentHash: _hash, ...content } = record;
    const phishing = sealRecord({
      ...content,
      seller: { ...content.seller, name: PHISHING, phone: 'Call 1-900-EVIL', addressLines: ['Reply to evil.test'] },
      signatures: content.signatures.map((signature) =>
        signature.role === 'buyer' ? { ...signature, name: 'Click http://evil.test now' } : signature,
      ),
    });
    await handInSigned(h, phishing);
    const [mail] = (await drain()).filter((each) => each.subject?.includes('PHISHINGxxxx'));
    expect(mail?.subject).toBe('Your signed contract PHISHINGxxxx with Badger State Insulation');
    expect(mail?.to).toMatchObject({ text: 'maria@example.com' });
    expect(mail?.text).toContain('Badger State Insulation\n200 State Street\nMadison, WI 53703\n608-555-0177');
    expect(mail?.text).not.toMatch(/evil|PayPal|1-900|Click/);
    expect(mail?.text?.startsWith('Hello,\n')).toBe(true);
  });

  it('refuses a PDF that runs a script when opened, however its name is spelt, and sends nothing (422)', async () => {
    for (const [label, extra] of [
      ['SCRIPTED', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
      ['HEXNAMED', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'],
      ['LAUNCHER', '/Names << /EmbeddedFiles << /Names [] >> >>'],
    ] as const) {
      const record = signedRecordFor(label);
      await syncSignedContract(h.database.db, record, h.jane.Id);
      const res = await handIn(record, pdfOf(record, '', { extra }));
      expect(res.statusCode, label).toBe(422);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('PDF_ACTIVE_CONTENT');
      expect(await kept(record.contract.ContractId)).toBe(0);
    }
  });

  it('keeps a copy whose PDF does not name its contract and content (an older app), flags it and emails nothing', async () => {
    const record = signedRecordFor('UNLABEL');
    await syncSignedContract(h.database.db, record, h.jane.Id);
    const res = await handIn(record, pdfOf(record, '', { label: false }));
    expect(res.statusCode).toBe(201);
    expect(await outboxFor(record.contract.ContractId)).toEqual([]);
    expect(await flagKinds(record.contract.ContractId)).toEqual(['pdf-unlabelled']);
  });

  it('keeps a copy that arrives after the cancellation was recorded, flags it and emails nothing', async () => {
    const record = signedRecordFor('LATECOPY');
    await syncSignedContract(h.database.db, record, h.jane.Id);
    const cancelled = await h.app.inject({
      method: 'POST',
      url: `/api/admin/contracts/${record.contract.ContractId}/cancellation`,
      headers: { authorization: admin.authorization },
      payload: { noticeDate: '2026-11-25', noticeBy: 'email' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect((await handIn(record)).statusCode).toBe(201);
    expect(await outboxFor(record.contract.ContractId)).toEqual([]);
    expect(await flagKinds(record.contract.ContractId)).toEqual(['signed-after-cancellation']);
  });

  it('sends a resend as a message of its own, and tells the customer when it goes to another address', async () => {
    const record = signedRecordFor('RESENDTOLD');
    await handInSigned(h, record);
    const [first] = await drain();
    const resend = await h.app.inject({
      method: 'POST',
      url: `/api/admin/contracts/${record.contract.ContractId}/signed/${record.contentHash}/resend`,
      headers: { authorization: admin.authorization },
      payload: { to: 'maria.lawyer@example.net', reason: 'Her lawyer asked, with her written consent.' },
    });
    expect(resend.statusCode, resend.body).toBe(201);
    const mails = await drain();
    const copy = mails.find(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'maria.lawyer@example.net',
    );
    const notice = mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'maria@example.com');
    expect(copy?.attachments).toHaveLength(1);
    expect(new Set([first?.messageId, copy?.messageId, notice?.messageId]).size).toBe(3);
    expect(notice?.subject).toBe('Your signed contract RESENDTOLDxx was sent to another address');
    expect(notice?.attachments).toEqual([]);
    expect(notice?.text).toContain(
      "At the request of Badger State Insulation's office, a copy of your signed contract RESENDTOLDxx was sent to " +
        'maria.lawyer@example.net.',
    );
    expect(notice?.text).toContain('If you did not ask for that, please call Badger State Insulation at 608-555-0177.');
  });

  describe("installers' receipts", () => {
    const pushReceipt = (receipt: InstallerReceipt, extra = '') => {
      const keywords = receiptKeywords(receipt.ContractId, receipt.Installer.SignedAt).join(' ');
      const pdf = blankPdf(
        'receipt',
        `/Title (Installer's receipt, ${receipt.ContractId}) /Keywords (${keywords})`,
        extra,
      );
      return h.app.inject({
        method: 'POST',
        url: `/api/contracts/${receipt.ContractId}/installer-receipts`,
        headers: { authorization: h.authorization },
        payload: { receipt, pdf: Buffer.from(pdf).toString('base64'), pdfHash: sha256Hex(pdf) },
      });
    };
    const receiptOf = (contractId: string, product?: string): InstallerReceipt => {
      const area = receiptArea('Main attic', scope('A1-04').chart!, 1500, 50)!;
      return {
        ContractId: contractId,
        InstalledOn: '2026-12-03',
        Areas: [product ? { ...area, Product: product } : area],
        Installer: { Name: 'Call 1-900-EVIL now', Method: 'typed', Strokes: [], SignedAt: '2026-12-03T21:15:00.000Z' },
      };
    };

    it('refuses a receipt for a product the price book does not have, naming it', async () => {
      const record = signedRecordFor('MADEUP');
      await handInSigned(h, record);
      const res = await pushReceipt(receiptOf(record.contract.ContractId, 'Made Up Product'));
      expect(res.statusCode).toBe(422);
      expect(apiErrorSchema.parse(res.json()).error.message).toBe(
        'Main attic: Made Up Product is no product of the price book with a label chart',
      );
    });

    it("refuses a receipt's PDF with a script, and emails a good one in fixed words", async () => {
      const record = signedRecordFor('RECEIPTJS');
      await handInSigned(h, record);
      const scripted = await pushReceipt(receiptOf(record.contract.ContractId), '/AA << /O << /S /Launch >> >>');
      expect([scripted.statusCode, apiErrorSchema.parse(scripted.json()).error.code]).toEqual([
        422,
        'PDF_ACTIVE_CONTENT',
      ]);
      expect((await pushReceipt(receiptOf(record.contract.ContractId))).statusCode).toBe(201);
      const mail = (await drain()).find((each) => /installer's receipt/.test(each.subject ?? ''));
      expect(mail?.subject).toBe("Your installer's receipt for contract RECEIPTJSxxx with Badger State Insulation");
      expect(mail?.text).not.toContain('1-900');
    });
  });
});
