// @vitest-environment jsdom
// Installers' receipts to the cloud (decision 067): sent once with their PDF after the signed copies, the cloud's
// answer kept beside the receipt; a lost answer or a contract not signed in the cloud yet tried again next sync,
// never kept twice; a receipt kept before with another PDF takes the cloud's answer; a refusal shown.
import { listInstallerReceipts, pushInstallerReceipt } from '#api/endpoints/installer-receipt-endpoints';
import type { ReceiptKept } from '#api/installer-receipt-schema';
import { describe, expect, it } from 'vitest';
import { receiptArea, type InstallerReceipt } from '#domain/insulation/installer-receipt';
import { sha256Hex } from '#domain/signing/sha256';
import { scope } from '#domain/testing/builders';
import { listInstallerReceipts as receiptsOnDevice, saveInstallerReceipt } from '../storage/receipt-storage';
import { answer, apiError, at, fakeServer, json, noConnection } from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';
import { needsRetry } from './auto-sync';
import { syncInstallerReceipts } from './receipt-sync';
import { useSyncProblemsStore } from './sync-problems-store';

eachTestOnANewTablet({ signedIn: true });

const ID = 'K7Q2M9X4B1ZP';
const receipt: InstallerReceipt = {
  ContractId: ID,
  InstalledOn: '2026-12-03',
  Areas: [receiptArea('Main attic', scope('A1-04').chart!, 1500, 50)!],
  Installer: { Name: 'Marco Ruiz', Method: 'typed', Strokes: [], SignedAt: '2026-12-03T21:15:00.000Z' },
};
const pdf = new TextEncoder().encode('%PDF-1.7 the installer’s receipt');
const POST = at(pushInstallerReceipt, { contractId: ID });
const LIST = at(listInstallerReceipts, { contractId: ID });

const waiting = {
  recipient: 'customer' as const,
  to: 'maria@example.com',
  status: 'waiting' as const,
  sentAt: null,
  attempts: 0,
  lastError: null,
};
const kept: ReceiptKept = {
  id: `${ID}@2026-12-03T21:15:00.000Z`,
  contractId: ID,
  pdfHash: sha256Hex(pdf),
  signedAt: '2026-12-03T21:15:00.000Z',
  receivedAt: '2026-12-03T22:00:00.000Z',
  emails: [waiting],
};
const sent: ReceiptKept = {
  ...kept,
  emails: [{ ...waiting, status: 'sent', sentAt: '2026-12-03T22:00:05.000Z', attempts: 1 }],
};

describe("installers' receipts to the cloud", () => {
  it('sends the receipt with its PDF once and keeps the answer, then asks again while the email waits', async () => {
    await saveInstallerReceipt(receipt, pdf);
    const server = fakeServer()
      .on(POST, answer(pushInstallerReceipt, 201, kept))
      .on(LIST, answer(listInstallerReceipts, 200, { items: [sent] }));
    expect(await syncInstallerReceipts()).toEqual({ unreachable: 0 });
    const body = JSON.parse(server.to(POST)[0]!.body!) as { receipt: InstallerReceipt; pdf: string; pdfHash: string };
    expect(body.receipt).toEqual(receipt);
    expect(Array.from(atob(body.pdf), (c) => c.charCodeAt(0))).toEqual([...pdf]);
    expect(body.pdfHash).toBe(sha256Hex(pdf));
    expect((await receiptsOnDevice(ID))[0]?.kept).toEqual(kept);

    await syncInstallerReceipts();
    expect(server.to(POST)).toHaveLength(1);
    expect(server.to(LIST)).toHaveLength(1);
    expect((await receiptsOnDevice(ID))[0]?.kept?.emails[0]?.status).toBe('sent');
    await syncInstallerReceipts();
    expect(server.to(LIST)).toHaveLength(1);
  });

  it('tries again after a lost answer and while the contract is not signed in the cloud, and the sync retries', async () => {
    await saveInstallerReceipt(receipt, pdf);
    const server = fakeServer().on(
      POST,
      noConnection(),
      apiError(409, 'RECEIPT_NOT_SIGNED', 'The contract has no signed copy in the cloud yet.'),
      answer(pushInstallerReceipt, 200, kept),
    );
    const first = await syncInstallerReceipts();
    expect(first).toEqual({ unreachable: 1 });
    expect(needsRetry({ synced: 0, failed: 0, conflicts: 0, outcomes: new Map(), receiptsWaiting: 1 })).toBe(true);
    expect(await syncInstallerReceipts()).toEqual({ unreachable: 1 });
    expect((await receiptsOnDevice(ID))[0]?.kept).toBeNull();
    server.on(LIST, answer(listInstallerReceipts, 200, { items: [kept] }));
    expect(await syncInstallerReceipts()).toEqual({ unreachable: 0 });
    expect(server.to(POST)).toHaveLength(3);
    expect((await receiptsOnDevice(ID))[0]?.kept?.receivedAt).toBe('2026-12-03T22:00:00.000Z');
    expect(useSyncProblemsStore.getState().problems.get(ID)).toBeUndefined();
  });

  it('takes the answer of a receipt the cloud kept before with another PDF', async () => {
    await saveInstallerReceipt(receipt, pdf);
    const other = { ...kept, pdfHash: sha256Hex('another rendering') };
    fakeServer().on(
      POST,
      json({ error: { code: 'RECEIPT_EXISTS', message: 'kept with another PDF', details: { kept: other } } }, 409),
    );
    expect(await syncInstallerReceipts()).toEqual({ unreachable: 0 });
    expect((await receiptsOnDevice(ID))[0]?.kept?.pdfHash).toBe(other.pdfHash);
  });

  it('says in My Contracts why the office refused a receipt, and keeps it on the tablet', async () => {
    await saveInstallerReceipt(receipt, pdf);
    fakeServer().on(
      POST,
      apiError(422, 'RECEIPT_NOT_ON_LABEL', 'Main attic: the label asks for at least 48 bags for 1,500 sq ft at R-60.'),
    );
    expect(await syncInstallerReceipts()).toEqual({ unreachable: 0 });
    expect(useSyncProblemsStore.getState().problems.get(ID)).toMatchObject({
      kind: 'refused',
      message:
        'The installer’s receipt was not accepted by the office: Main attic: the label asks for at least 48 bags for 1,500 sq ft at R-60.',
    });
    expect(await receiptsOnDevice(ID)).toHaveLength(1);
  });

  it('sends nothing offline and counts what waits', async () => {
    await saveInstallerReceipt(receipt, pdf);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const server = fakeServer();
      expect(await syncInstallerReceipts()).toEqual({ unreachable: 1 });
      expect(server.requests).toHaveLength(0);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
