// Installation guide PDFs (docs/product-rules.md#catalogue-and-guides). A work scope 'A1-07' has the guide
// 'A1x07'; a scope with no guide, or a family with no guides, opens 'A1x1'.

export const GUIDE_FAMILIES = ['A1', 'A2', 'A4', 'A5', 'A7', 'B1', 'C1', 'D1', 'G1', 'W1'] as const;

export type GuideFamily = (typeof GUIDE_FAMILIES)[number];

export const FALLBACK_GUIDE = 'A1x1';

export interface Guide {
  name: string;
  family: string;
  isFallback: boolean;
}

function isGuideFamily(value: string): value is GuideFamily {
  return (GUIDE_FAMILIES as readonly string[]).includes(value);
}

/** 'A1-07' -> 'A1x07'; empty or missing -> null. */
export function pdfNameForWsid(wsid: string | null | undefined): string | null {
  const trimmed = typeof wsid === 'string' ? wsid.trim() : '';
  return trimmed === '' ? null : trimmed.replaceAll('-', 'x');
}

/** The guide to open for a project's PdfFileName, falling back to 'A1x1'. */
export function guideFor(pdfName: string | null | undefined): Guide {
  const name = typeof pdfName === 'string' ? pdfName.trim() : '';
  // Case-sensitive on purpose: guide files are served by exact name.
  const family = name.slice(0, 2);
  if (isGuideFamily(family)) return { name, family, isFallback: false };
  return { name: FALLBACK_GUIDE, family: 'A1', isFallback: true };
}

/** 'A1x07' -> 'A1x07.pdf'. */
export function guideFileName(name: string): string {
  return `${name}.pdf`;
}
