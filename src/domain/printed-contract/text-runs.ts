// Text as the contract prints it, in a form both renderings read: a paragraph
// is a list of runs, each plain or bold; a blank run leaves a line to write a
// date on by hand (a contract whose stored date cannot be read).
export interface TextRun {
  text: string;
  bold?: boolean;
  /** A line to write on; `text` says what belongs there, for screen readers. */
  blank?: boolean;
}

export type Paragraph = readonly TextRun[];

export const plain = (text: string): TextRun => ({ text });
export const bold = (text: string): TextRun => ({ text, bold: true });
export const blank = (what: string): TextRun => ({ text: what, blank: true });

/** The paragraph as one line of plain text, a blank written as a line. */
export function paragraphText(paragraph: Paragraph, blankText = '__________'): string {
  return paragraph.map((run) => (run.blank ? blankText : run.text)).join('');
}
