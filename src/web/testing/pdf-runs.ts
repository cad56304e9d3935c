// A PDF read back run by run with pdf.js, as a reader's text layer sees it: each run's text, its font size in points
// and whether its font is bold. Tests check the law's type sizes and weights on the PDF itself, not on the print CSS.
export interface PdfRun {
  page: number;
  text: string;
  size: number;
  bold: boolean;
}

export async function pdfRuns(bytes: Uint8Array): Promise<PdfRun[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false })
    .promise;
  const runs: PdfRun[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    // The fonts are known to commonObjs only once the page's operators are read.
    await page.getOperatorList();
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const font = page.commonObjs.get(item.fontName) as { name?: string } | undefined;
      const [a = 0, b = 0] = item.transform as number[];
      runs.push({ page: number, text: item.str, size: Math.hypot(a, b), bold: /Bold/.test(font?.name ?? '') });
    }
  }
  return runs;
}

/** The runs of the passage that starts with `from` and ends with `to` (inclusive), on one page. */
export function passage(runs: readonly PdfRun[], from: string, to: string): PdfRun[] {
  const start = runs.findIndex((run) => run.text.startsWith(from));
  if (start === -1) return [];
  const end = runs.findIndex((run, index) => index >= start && run.text.includes(to));
  return end === -1 ? [] : runs.slice(start, end + 1);
}
