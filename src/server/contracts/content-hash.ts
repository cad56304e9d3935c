// The fingerprint of a pushed contract: SHA-256 of its canonical JSON without the stamps of a sync
// (src/domain/contract/content.ts). A push with the stored fingerprint is the same document again (a retry whose
// reply was lost, or a second tab) and is answered without writing.
import { createHash } from 'node:crypto';
import { canonicalJson, syncedContent } from '#domain/contract/content';
import type { Contract } from '#domain/contract/model';

export function contentHash(contract: Contract): string {
  return createHash('sha256')
    .update(canonicalJson(syncedContent(contract)))
    .digest('hex');
}
