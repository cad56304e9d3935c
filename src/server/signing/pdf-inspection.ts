// What the cloud checks of a PDF before the company's email carries it (docs/decisions/074-mail-the-server-writes.md):
// that it opens, holds nothing that runs or launches when opened, and says in its document information which paper it
// is (the tablet writes the contract's id and the content's hash there). Parsed once, with pdf-lib.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';

/** Names that make a PDF act when opened or clicked, carry files, or send data: none is in a paper we make. */
const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Sound',
  'Movie',
]);

export type PdfInspection =
  /** It opens, has no active content and names the paper it claims to be. */
  | { kind: 'this-document' }
  /** It opens and has no active content, but does not name itself: made by an app older than that check. */
  | { kind: 'unlabelled' }
  | { kind: 'not-a-pdf' }
  | { kind: 'active-content'; names: string[] };

/** The words the document information must hold: its Title names the contract, its Keywords the rest. */
export interface PaperLabel {
  title: string;
  keywords: readonly string[];
}

function activeNames(object: PDFObject | undefined, found: Set<string>, depth = 0): void {
  if (object === undefined || depth > 32) return;
  if (object instanceof PDFName) {
    const name = object.decodeText();
    if (ACTIVE_NAMES.has(name)) found.add(name);
    return;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) activeNames(item, found, depth + 1);
    return;
  }
  const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
  if (!dict) return;
  for (const [key, value] of dict.entries()) {
    activeNames(key, found, depth + 1);
    activeNames(value, found, depth + 1);
  }
}

/** Every name of an active kind in the file's objects (references are objects of their own, so each is seen once). */
function activeContent(document: PDFDocument): string[] {
  const found = new Set<string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    activeNames(object instanceof PDFRawStream ? object.dict : object, found);
  }
  activeNames(document.context.trailerInfo.Root, found);
  return [...found].sort();
}

export async function inspectPdf(bytes: Uint8Array, label: PaperLabel): Promise<PdfInspection> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
    if (document.getPageCount() === 0) return { kind: 'not-a-pdf' };
  } catch {
    return { kind: 'not-a-pdf' };
  }
  const names = activeContent(document);
  if (names.length > 0) return { kind: 'active-content', names };
  const title = document.getTitle() ?? '';
  const keywords = document.getKeywords() ?? '';
  const labelled = title.includes(label.title) && label.keywords.every((word) => keywords.includes(word));
  return { kind: labelled ? 'this-document' : 'unlabelled' };
}
