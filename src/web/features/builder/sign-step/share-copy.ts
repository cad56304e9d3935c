// The customer's copy at the table, with or without internet: the device's
// share sheet with the PDF where the platform can share files (iPad, Android:
// AirDrop, Nearby Share, Mail, Files), else a download; and printing.
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export function signedFileName(contractId: string): string {
  return `contract-${contractId}-signed.pdf`;
}

function pdfFile(pdf: Uint8Array, contractId: string, name = signedFileName(contractId)): File {
  return new File([pdf.slice()], name, { type: 'application/pdf' });
}

/** Saves the PDF with the browser's download, the fallback wherever sharing files is not offered. */
export function downloadPdf(pdf: Uint8Array, contractId: string, name = signedFileName(contractId)): void {
  const url = URL.createObjectURL(pdfFile(pdf, contractId, name));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the share sheet with the PDF, or downloads it where files cannot be shared. */
export async function shareOrDownload(pdf: Uint8Array, contractId: string, title: string): Promise<ShareOutcome> {
  const file = pdfFile(pdf, contractId);
  const share = typeof navigator.share === 'function' ? navigator.share.bind(navigator) : null;
  if (share && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await share({ files: [file], title });
      return 'shared';
    } catch (error) {
      // The customer closed the sheet: nothing to fall back to.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadPdf(pdf, contractId);
  return 'downloaded';
}

/** Prints the PDF through the browser's own PDF viewer, in a frame kept until printing has begun. */
export function printPdf(pdf: Uint8Array, contractId: string): void {
  const url = URL.createObjectURL(pdfFile(pdf, contractId));
  const frame = document.createElement('iframe');
  frame.className = 'print-frame';
  frame.title = 'The signed contract, for printing';
  frame.src = url;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  document.body.append(frame);
  // Where print() does not block, the frame must outlive it; it goes with the next print or in a few minutes.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 5 * 60_000);
}
