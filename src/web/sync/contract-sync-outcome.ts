// What a sync of one contract, or of every pending one, comes to: the values
// contract-sync.ts returns and the screens turn into messages.
import type { ContractDifference } from '#domain/contract/differences';
import type { Contract } from '#domain/contract/model';

export type SyncOutcome =
  /** The device copy, marked synced and saved on the device. */
  | { kind: 'synced'; contract: Contract }
  /** Not signed in (or the session ended): nothing sent, or the server refused the sign-in. */
  | { kind: 'signed-out' }
  /** Offline, server unreachable, 5xx, 429 or an unreadable answer: the contract stays pending. */
  | { kind: 'offline'; message: string }
  /** The cloud has a newer version: the agent chooses (keepDeviceCopy / takeCloudCopy). */
  | { kind: 'conflict'; device: Contract; cloud: Contract; cloudVersion: number; differences: ContractDifference[] }
  /** 400 and other refusals: the server's reason. Retrying the same contract gets the same answer. */
  | { kind: 'refused'; message: string }
  /** No such contract on the device (or it was deleted while it was being synced). */
  | { kind: 'missing' };

export interface SyncAllSummary {
  synced: number;
  /** Offline, refused or signed out, and pending contracts not tried because the server could not be reached. */
  failed: number;
  conflicts: number;
  outcomes: Map<string, SyncOutcome>;
  /** Signed records that could not reach the cloud yet (docs/decisions/031-the-signed-contract.md). */
  signedWaiting?: number;
  /** Installers' receipts that could not reach the cloud yet (docs/decisions/067-receipts-in-the-cloud.md). */
  receiptsWaiting?: number;
}

export interface SyncAllOptions {
  /** Leave out contracts whose conflict the agent has not resolved yet (auto-sync does). */
  skipAwaitingDecision?: boolean;
}
