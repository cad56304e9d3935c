// Print on a row of My Contracts (docs/product-rules.md#screens): a hidden `.print-copy` of the contract in the page,
// printed while <body> has `printing-copy` (contract-print.css). It stays in the page's flow: as a portal at the end
// of <body>, the app shell's full-height box would print a blank first page.
import { useEffect, useState, type ReactNode } from 'react';
import type { Contract } from '#domain/contract/model';
import type { PrintDocument, PrintJob } from './print-document';

export const PRINTING_COPY_CLASS = 'printing-copy';

interface ReadyCopy {
  job: PrintJob;
  Document: typeof PrintDocument;
}

// The copy and the class stay until `afterprint`: print() returns at once on an iPad and in Chrome on Android, long
// before the page is printed, and removing the copy then printed a blank page.
export function usePrintCopy(): { print: (contract: Contract) => Promise<void>; copy: ReactNode } {
  const [ready, setReady] = useState<ReadyCopy | null>(null);

  useEffect(() => {
    if (!ready) return;
    const { body } = document;
    const done = () => setReady(null);
    body.classList.add(PRINTING_COPY_CLASS);
    window.addEventListener('afterprint', done);
    try {
      window.print();
    } catch (error) {
      console.error('The browser would not print', error);
      done();
    }
    // Printing over, another contract printed, or the page left.
    return () => {
      body.classList.remove(PRINTING_COPY_CLASS);
      window.removeEventListener('afterprint', done);
    };
  }, [ready]);

  /** Rejects when the copy's code cannot be loaded (an app updated and not yet reloaded, offline). */
  async function print(contract: Contract): Promise<void> {
    const { printJob, PrintDocument } = await import('./print-document');
    setReady({ job: await printJob(contract), Document: PrintDocument });
  }

  const copy = ready ? (
    <div className="print-copy" aria-hidden="true">
      <ready.Document job={ready.job} />
    </div>
  ) : null;

  return { print, copy };
}
