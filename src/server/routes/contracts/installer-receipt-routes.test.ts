// Installers' receipts in the cloud (decision 067): kept once with their PDF and emailed once to the customer with
// the agent in copy, a retry answered the same; refused when the contract is not signed in the cloud, not the
// caller's, the PDF was changed on the way, or an area has fewer bags than its label asks for; never a 500. The office
// sees each receipt on its contract and downloads its PDF as it arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { officeContractDetailSchema } from '#api/office-contracts';
import { receiptKeptListSchema, receiptKeptSchema } from '#api/installer-receipt-schema';
import { receiptArea, type InstallerReceipt } from '#domain/insulation/installer-receipt';
import { sha256Hex } from '#domain/signing/sha256';
import { scope } from '#domain/testing/builders';
import { createAgent } from '../../auth/users';
import { DEMO_AGENT } from '../../db/seed';
import { drainOutbox } from '../../email/outbox-worker';
import { smtpTransport } from '../../email/mail-transport';
import { listOutbox } from '../../office/office-outbox';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { blankPdf, handInSigned, signedRecordFor, syncSignedContract } from '../../testing/signed';
import { receiptKeywords } from '#domain/signing/paper-keywords';
import { testAccessToken, testPerson } from '../../testing/sessions';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp';
import { testConfig } from '../../testing/test-config';
import { databaseKinds } from '../../testing/test-database';

const RECEIVED = Date.UTC(2026, 11, 3, 22, 0);
const INSULSAFE = scope('A1-04').chart!;

function receiptFor(contractId: string, bags?: number): InstallerReceipt {
  return {
    ContractId: contractId,
    InstalledOn: '2026-12-03',
    Areas: [receiptArea('Main attic', INSULSAFE, 1500, 50, bags)!, receiptArea('Garage attic', INSULSAFE, 400, 38)!],
    Installer: { Name: 'Marco Ruiz', Method: 'typed', Strokes: [], SignedAt: '2026-12-03T21:15:00.000Z' },
  };
}

/** Stands for the receipt's PDF: one blank page that opens, its document information naming the receipt. */
function pdfFor(receipt: InstallerReceipt, note = '', extra = ''): Uint8Array {
  const keywords = receiptKeywords(receipt.ContractId, receipt.Installer.SignedAt).join(' ');
  return blankPdf(
    `installer's receipt ${receipt.ContractId} ${receipt.Installer.SignedAt} ${note}`,
    `/Title (Installer's receipt, ${receipt.ContractId}) /Keywords (${keywords})`,
    extra,
  );
}

const pushOf = (receipt: InstallerReceipt, pdf = pdfFor(receipt)) => ({
  receipt,
  pdf: Buffer.from(pdf).toString('base64'),
  pdfHash: sha256Hex(pdf),
});

describe.each(databaseKinds())("installers' receipts on %s", (kind) => {
  let h: ContractsApi;
  let smtp: TestSmtp;

  beforeAll(async () => {
    h = await startContractsApi(kind, () => new Date(RECEIVED));
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await h.app.close();
    await h.database.dispose();
  });

  const push = (contractId: string, body: unknown, authorization = h.authorization) =>
    h.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/installer-receipts`,
      headers: { authorization },
      payload: body as Record<string, unknown>,
    });
  const errorCode = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json()).error.code;

  /** A contract synced and signed in the cloud, as the agent's tablet leaves it before the crew comes. */
  async function signedInCloud(label: string) {
    const record = signedRecordFor(label);
    await handInSigned(h, record);
    return record.contract.ContractId;
  }

  it('keeps a receipt with the time it arrived, and emails its PDF once to the customer, the agent in copy', async () => {
    const contractId = await signedInCloud('R1');
    const receipt = receiptFor(contractId);
    const response = await push(contractId, pushOf(receipt));
    expect(response.statusCode).toBe(201);
    const kept = receiptKeptSchema.parse(response.json());
    expect(kept).toMatchObject({
      id: `${contractId}@2026-12-03T21:15:00.000Z`,
      contractId,
      pdfHash: sha256Hex(pdfFor(receipt)),
      signedAt: '2026-12-03T21:15:00.000Z',
      receivedAt: new Date(RECEIVED).toISOString(),
    });
    expect(kept.emails.map(({ recipient, to, status }) => ({ recipient, to, status }))).toEqual([
      { recipient: 'customer', to: 'maria@example.com', status: 'waiting' },
      { recipient: 'agent', to: DEMO_AGENT.email, status: 'waiting' },
    ]);

    const before = smtp.received.length;
    const outbox = {
      db: h.database.db,
      transport: smtpTransport(smtp.url),
      from: 'Contracts <contracts@test.example>',
      company: testConfig().company,
      clock: () => new Date(RECEIVED),
      log: { info: () => undefined, warn: () => undefined },
    };
    // The signed copy and the receipt each go once.
    expect(await drainOutbox(outbox)).toBe(2);
    expect(await drainOutbox(outbox)).toBe(0);
    const mail = smtp.received.slice(before).find((each) => /installer's receipt/.test(each.subject ?? ''))!;
    expect(mail.subject).toBe(`Your installer's receipt for contract ${contractId} with Northwind Home Comfort`);
    expect(mail.to).toMatchObject({ text: 'maria@example.com' });
    expect(mail.cc).toMatchObject({ text: DEMO_AGENT.email });
    expect(mail.text).toContain(`installed on Thursday, December 3, 2026 under your contract ${contractId}`);
    // Fixed words: nothing the tablet typed (the installer's name stays on the PDF).
    expect(mail.text).not.toContain('Marco Ruiz');
    expect(mail.attachments.map((each) => each.filename)).toEqual([`installer-receipt-${contractId}-2026-12-03.pdf`]);
    expect(sha256Hex(Uint8Array.from(mail.attachments[0]!.content))).toBe(kept.pdfHash);

    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/installer-receipts`,
      headers: { authorization: h.authorization },
    });
    const [sent] = receiptKeptListSchema.parse(listed.json()).items;
    expect(sent?.emails.map((email) => email.status)).toEqual(['sent', 'sent']);
    const { emails } = await listOutbox(h.database.db, undefined, 1);
    expect(emails.find((email) => email.reason === 'receipt')).toMatchObject({ contractId, state: 'sent' });
  });

  it('answers a retry with the same answer, keeps nothing twice, and refuses another PDF for the same receipt', async () => {
    const contractId = await signedInCloud('R2');
    const receipt = receiptFor(contractId);
    const first = await push(contractId, pushOf(receipt));
    const again = await push(contractId, pushOf(receipt));
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const other = await push(contractId, pushOf(receipt, pdfFor(receipt, 'another rendering')));
    expect(other.statusCode).toBe(409);
    expect(errorCode(other)).toBe('RECEIPT_EXISTS');
  });

  it('refuses a receipt before the contract is signed in the cloud, and for a contract the cloud does not hold', async () => {
    const record = signedRecordFor('R3');
    await syncSignedContract(h.database.db, record, h.jane.Id);
    const unsigned = await push(record.contract.ContractId, pushOf(receiptFor(record.contract.ContractId)));
    expect(unsigned.statusCode).toBe(409);
    expect(errorCode(unsigned)).toBe('RECEIPT_NOT_SIGNED');
    const unknown = await push('R3NOTINCLOUD', pushOf(receiptFor('R3NOTINCLOUD')));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an area with fewer bags than the label asks for, naming the area, and keeps nothing', async () => {
    const contractId = await signedInCloud('R4');
    // 1,500 sq ft at R-60 is 47.1 bags on the label: 48 at least.
    const response = await push(contractId, pushOf(receiptFor(contractId, 47)));
    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('RECEIPT_NOT_ON_LABEL');
    expect(apiErrorSchema.parse(response.json()).error.message).toContain(
      'Main attic: the label asks for at least 48 bags',
    );
    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/installer-receipts`,
      headers: { authorization: h.authorization },
    });
    expect(listed.json()).toEqual({ items: [] });
  });

  it('refuses a PDF changed on the way, one that is no PDF, and a receipt of another contract than the address', async () => {
    const contractId = await signedInCloud('R5');
    const receipt = receiptFor(contractId);
    const changed = { ...pushOf(receipt), pdf: Buffer.from(pdfFor(receipt, 'changed')).toString('base64') };
    const mismatch = await push(contractId, changed);
    expect([mismatch.statusCode, errorCode(mismatch)]).toEqual([422, 'RECEIPT_PDF_MISMATCH']);
    const text = new TextEncoder().encode('not a pdf');
    const notPdf = await push(contractId, pushOf(receipt, text));
    expect([notPdf.statusCode, errorCode(notPdf)]).toEqual([422, 'NOT_A_PDF']);
    expect((await push('R5OTHERCNTRC', pushOf(receipt))).statusCode).toBe(400);
  });

  it('refuses what a device never sends with a 400 naming the field, and a push without sign-in', async () => {
    const contractId = await signedInCloud('R6');
    const receipt = receiptFor(contractId);
    const hostile = [
      { ...pushOf(receipt), extra: 'field' },
      pushOf({ ...receipt, Areas: [] }),
      pushOf({ ...receipt, Areas: [{ ...receipt.Areas[0]!, Bags: -3 }] }),
      pushOf({ ...receipt, Areas: [{ ...receipt.Areas[0]!, SquareFeet: 'lots' as unknown as number }] }),
      { ...pushOf(receipt), pdfHash: 'not a hash' },
    ];
    for (const body of hostile) {
      const response = await push(contractId, body);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.message).not.toBe('');
    }
    expect((await push(contractId, pushOf(receipt), '')).statusCode).toBe(401);
  });

  it('shows the office the receipt on its contract, and gives its PDF as it arrived to a manager only', async () => {
    const contractId = await signedInCloud('R8');
    const receipt = receiptFor(contractId);
    expect((await push(contractId, pushOf(receipt))).statusCode).toBe(201);
    const { authorization: manager } = await testPerson(h.database.db, 'rita.manager@example.com', 'manager');
    const detail = await h.app.inject({
      method: 'GET',
      url: `/api/admin/contracts/${contractId}`,
      headers: { authorization: manager },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const pdfHash = sha256Hex(pdfFor(receipt));
    expect(officeContractDetailSchema.parse(detail.json()).installerReceipts).toEqual([
      {
        pdfHash,
        installedOn: '2026-12-03',
        installer: 'Marco Ruiz',
        areas: ['Main attic', 'Garage attic'],
        signedAt: '2026-12-03T21:15:00.000Z',
        receivedAt: new Date(RECEIVED).toISOString(),
        pdfIntact: true,
        emails: expect.any(Array) as unknown,
      },
    ]);
    const url = `/api/admin/contracts/${contractId}/installer-receipts/${pdfHash}/pdf`;
    const pdf = await h.app.inject({ method: 'GET', url, headers: { authorization: manager } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="installer-receipt-${contractId}-2026-12-03.pdf"`,
    );
    expect(sha256Hex(Uint8Array.from(pdf.rawPayload))).toBe(pdfHash);
    const agent = await h.app.inject({ method: 'GET', url, headers: { authorization: h.authorization } });
    expect(agent.statusCode).toBe(403);
    const other = await h.app.inject({
      method: 'GET',
      url: url.replace(pdfHash, 'f'.repeat(64)),
      headers: { authorization: manager },
    });
    expect([other.statusCode, errorCode(other)]).toEqual([404, 'NOT_FOUND']);
  });

  it("refuses a colleague's receipt for a contract they may not change (403)", async () => {
    const contractId = await signedInCloud('R7');
    const bobId = await createAgent(h.database.db, {
      email: 'bob.installer@example.com',
      password: 'a long enough password',
      first: 'Bob',
      last: 'Crew',
    });
    const bob = await testAccessToken(h.database.db, testConfig().jwtSecret, {
      id: bobId,
      email: 'bob.installer@example.com',
    });
    const response = await push(contractId, pushOf(receiptFor(contractId)), `Bearer ${bob}`);
    expect([response.statusCode, errorCode(response)]).toEqual([403, 'FORBIDDEN']);
  });
});
