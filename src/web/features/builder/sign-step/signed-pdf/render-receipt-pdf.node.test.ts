// The installer's receipt PDF read back with pdftotext (decision 066): every field the R-value Rule names, for each
// area of the house on its own, no total across areas, the installer's name and day; in English and Spanish.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { receiptArea, type InstallerReceipt } from '#domain/insulation/installer-receipt';
import { printReceipt } from '#domain/printed-contract/printed-receipt';
import { scope } from '#domain/testing/builders';
import { TEST_SELLER } from '#domain/testing/signing';
import { renderReceiptPdf } from './render-receipt-pdf';
import type { PdfFonts } from './render-contract-pdf';

const dir = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function font(weight: string): ArrayBuffer {
  const bytes = readFileSync(`node_modules/@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
const fonts: PdfFonts = { regular: font('400Regular'), bold: font('700Bold') };
const INSULSAFE = scope('A1-04').chart!;

const receipt: InstallerReceipt = {
  ContractId: 'K7Q2M9X4B1ZP',
  InstalledOn: '2026-12-03',
  Areas: [receiptArea('Main attic', INSULSAFE, 1500, 50)!, receiptArea('Garage attic', INSULSAFE, 400, 38, 9)!],
  Installer: { Name: 'Marco Ruiz', Method: 'typed', Strokes: [], SignedAt: '2026-12-03T21:15:00.000Z' },
};

async function textOf(language: 'en' | 'es'): Promise<{ text: string; bytes: Uint8Array }> {
  const printed = printReceipt({
    receipt,
    seller: TEST_SELLER,
    customer: { name: 'Linda Carver', lines: ['1420 Tower Avenue', 'Superior, WI 54880'] },
    language,
  });
  const bytes = await renderReceiptPdf(printed, 'America/Chicago', fonts);
  const file = join(dir, `receipt-${language}.pdf`);
  writeFileSync(file, bytes);
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '), bytes };
}

describe('the installer’s receipt PDF', () => {
  it('gives every field for each area on its own, and no total across areas', async () => {
    const { text } = await textOf('en');
    expect(text).toContain('Badger State Insulation');
    expect(text).toContain('Installer’s receipt');
    expect(text).toContain('Contract K7Q2M9X4B1ZP. Insulation installed on Thursday, December 3, 2026.');
    expect(text).toContain('Linda Carver 1420 Tower Avenue Superior, WI 54880');
    expect(text).toContain(
      'Main attic Insulation CertainTeed InsulSafe SP Coverage area 1,500 sq ft Initial installed thickness 22 in. ' +
        'Minimum settled thickness 22 in. R-value R-60 Number of bags installed 48',
    );
    expect(text).toContain(
      'Garage attic Insulation CertainTeed InsulSafe SP Coverage area 400 sq ft Initial installed thickness 14.5 in. ' +
        'Minimum settled thickness 14.5 in. R-value R-38 Number of bags installed 9',
    );
    // Neither 1,900 sq ft, nor 57 bags, nor R-98: the areas are never added up.
    expect(text).not.toMatch(/total|1,900|\b57\b|R-98/i);
    expect(text).toContain('the R-values of different areas are not added together');
    expect(text).toContain('Marco Ruiz, installer, typed on 12/03/26 03:15 pm Installer’s');
    expect(text).toContain('Installer’s receipt, contract K7Q2M9X4B1ZP. Page 1 of 1.');
  });

  it('is written in Spanish for a sale in Spanish', async () => {
    const { text } = await textOf('es');
    expect(text).toContain('Recibo del instalador');
    expect(text).toContain('Contrato K7Q2M9X4B1ZP. Aislamiento instalado el jueves, 3 de diciembre de 2026.');
    expect(text).toContain(
      'Main attic Aislamiento CertainTeed InsulSafe SP Área cubierta 1,500 pies² Espesor inicial instalado 22 pulg. ' +
        'Espesor mínimo asentado 22 pulg. Valor R R-60 Número de bolsas instaladas 48',
    );
    expect(text).toContain('los valores R de áreas distintas no se suman');
    expect(text).toContain('Marco Ruiz, instalador, escrito el 3/12/2026, 3:15 p.m. Recibo');
  });

  it('gives the same bytes for the same receipt', async () => {
    expect((await textOf('en')).bytes).toEqual((await textOf('en')).bytes);
  });

  it("names its contract and the installer's signing in its document information, for the cloud (decision 074)", async () => {
    await textOf('en');
    const info = execFileSync('pdfinfo', [join(dir, 'receipt-en.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Keywords:\s+contract:K7Q2M9X4B1ZP receipt:2026-12-03T21:15:00.000Z\n/);
  });
});
