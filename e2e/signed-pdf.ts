// The signed copy as the customer gets it: "Download the PDF" on the signed page, kept beside the test's output and
// read back as text by poppler's pdftotext (.ci/run installs it), its whitespace run together.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

export const pdfText = (file: string) =>
  execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

/** Downloads the signed PDF (or what `button` downloads) as `name` in the test's output folder; gives back its text. */
export async function downloadSignedPdf(
  page: Page,
  testInfo: TestInfo,
  name: string,
  button: string | RegExp = 'Download the PDF',
): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = testInfo.outputPath(name);
  writeFileSync(file, readFileSync((await (await download).path())!));
  return pdfText(file);
}
