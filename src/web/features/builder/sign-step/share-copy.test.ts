// @vitest-environment jsdom
// The customer's copy: the share sheet where files can be shared, a download
// where they cannot or the sheet fails, nothing more when the customer closes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownload, signedFileName } from './share-copy';

const pdf = new TextEncoder().encode('%PDF-1.7 signed');
let downloads: string[];

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:signed');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(navigator, { share: undefined, canShare: undefined });
});

function platformShares(share: (data: ShareData) => Promise<void>) {
  const shared: File[] = [];
  Object.assign(navigator, {
    canShare: (data: ShareData) => (data.files ?? []).every((file) => file.type === 'application/pdf'),
    share: async (data: ShareData) => {
      await share(data);
      shared.push(...(data.files ?? []));
    },
  });
  return shared;
}

describe("the customer's copy", () => {
  it('goes to the share sheet as a PDF named after the contract', async () => {
    const shared = platformShares(async () => {});
    expect(await shareOrDownload(pdf, 'K7Q2M9X4B1ZP', 'Contract K7Q2M9X4B1ZP, signed')).toBe('shared');
    expect(shared.map((file) => [file.name, file.type, file.size])).toEqual([
      ['contract-K7Q2M9X4B1ZP-signed.pdf', 'application/pdf', pdf.length],
    ]);
    expect(downloads).toEqual([]);
  });

  it('is downloaded where the browser cannot share files', async () => {
    expect(await shareOrDownload(pdf, 'K7Q2M9X4B1ZP', 'title')).toBe('downloaded');
    expect(downloads).toEqual([signedFileName('K7Q2M9X4B1ZP')]);
  });

  it('is downloaded when the share sheet fails, and not when the customer closes it', async () => {
    platformShares(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    expect(await shareOrDownload(pdf, 'K7Q2M9X4B1ZP', 'title')).toBe('downloaded');
    platformShares(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    expect(await shareOrDownload(pdf, 'K7Q2M9X4B1ZP', 'title')).toBe('cancelled');
    expect(downloads).toEqual(['contract-K7Q2M9X4B1ZP-signed.pdf']);
  });
});
