// @vitest-environment jsdom
// Installers' receipts on the device (decision 066): written once with their PDF, listed per contract in the order
// signed, and a row that no longer reads as a receipt left out.
import { beforeEach, describe, expect, it } from 'vitest';
import { receiptArea, type InstallerReceipt } from '#domain/insulation/installer-receipt';
import { scope } from '#domain/testing/builders';
import { resetWebState } from '../testing/web-state';
import type { DeviceDatabase } from './device-database';
import { listInstallerReceipts, readInstallerReceiptPdf, receiptId, saveInstallerReceipt } from './receipt-storage';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});

const chart = scope('A1-04').chart!;
const receipt = (signedAt: string, area = 'Main attic'): InstallerReceipt => ({
  ContractId: 'K7Q2M9X4B1ZP',
  InstalledOn: '2026-12-03',
  Areas: [receiptArea(area, chart, 1500, 50)!],
  Installer: { Name: 'Marco Ruiz', Method: 'typed', Strokes: [], SignedAt: signedAt },
});
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);

describe('installers’ receipts on the device', () => {
  it('keeps each receipt with its PDF, first signed first, and never overwrites one', async () => {
    const later = receipt('2026-12-03T22:00:00.000Z', 'Garage attic');
    const first = receipt('2026-12-03T21:15:00.000Z');
    await saveInstallerReceipt(later, pdf('later'));
    const id = await saveInstallerReceipt(first, pdf('first'));
    await saveInstallerReceipt({ ...first, Installer: { ...first.Installer, Name: 'Someone else' } }, pdf('again'));
    const kept = await listInstallerReceipts('K7Q2M9X4B1ZP');
    expect(kept.map((entry) => entry.receipt.Areas[0]!.Area)).toEqual(['Main attic', 'Garage attic']);
    expect(kept[0]!.receipt.Installer.Name).toBe('Marco Ruiz');
    expect(new TextDecoder().decode((await readInstallerReceiptPdf(id))!)).toBe('%PDF-1.7 first');
    expect(await listInstallerReceipts('OTHERCONTRACT')).toEqual([]);
  });

  it('leaves out a row that no longer reads as a receipt', async () => {
    const good = receipt('2026-12-03T21:15:00.000Z');
    await saveInstallerReceipt(good, pdf('good'));
    await db.receipts.put({
      id: 'K7Q2M9X4B1ZP@broken',
      ContractId: 'K7Q2M9X4B1ZP',
      receipt: { ...good, Areas: [] },
      pdf: pdf('broken'),
    });
    expect((await listInstallerReceipts('K7Q2M9X4B1ZP')).map((entry) => entry.id)).toEqual([receiptId(good)]);
  });
});
