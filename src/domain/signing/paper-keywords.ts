// The words a signed paper's PDF carries in its document information, so the cloud can tell it is the paper it claims
// to be before the company's email carries it (docs/decisions/074-mail-the-server-writes.md).

/** A signed contract: its id and the SHA-256 of its signed content. */
export function signedContractKeywords(contractId: string, contentHash: string): string[] {
  return [`contract:${contractId}`, `sha256:${contentHash}`];
}

/** An installer's receipt: its contract and the moment the installer signed it (the receipt's id in the cloud). */
export function receiptKeywords(contractId: string, installerSignedAt: string): string[] {
  return [`contract:${contractId}`, `receipt:${installerSignedAt}`];
}
