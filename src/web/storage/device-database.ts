// The device's IndexedDB database (Dexie). An older or newer build or a damaged disk may have written it, so the
// *-storage.ts modules check what they read; what fails is kept in `quarantine` for support, never deleted.
// Schema versions are append-only: add this.version(2) with an upgrade, never edit version 1 once it has shipped.
import '../zod-config';
import { Dexie, type Table } from 'dexie';
import { moduleState } from '../lib/app-state';
import type { Contract, WorkScope } from '#domain/contract/model';
import type { PriceBookVersion } from '#domain/catalogue/price-book';

/** A contract as it sits in the table: any shape we ever wrote, read through upgradeContract. */
export type StoredContractRow = Record<string, unknown>;

export const CURRENT_CATALOGUE_ID = 'current';

/** The one catalogue row: the work scopes last downloaded. */
export interface StoredCatalogueRow {
  id: typeof CURRENT_CATALOGUE_ID;
  scopes: WorkScope[];
  /** The server's ETag, sent back as If-None-Match; null when unknown (migrated data). */
  etag: string | null;
  /** ISO timestamp. */
  downloadedAt: string;
  /** The price book `scopes` are (docs/decisions/047-price-book-versions.md); absent before price books. */
  priceBook?: { version: number; effectiveOn: string };
  /** The versions published after it, each used from its date on. */
  upcoming?: PriceBookVersion[];
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A stored entry that could not be read, kept as it was with the reason. */
export interface QuarantineEntry {
  id?: number;
  /** Where it came from: 'contracts', 'catalogue', 'meta:<key>', 'legacy:<localStorage key>'. */
  source: string;
  raw: unknown;
  reason: string;
  /** ISO timestamp of the move. */
  at: string;
}

/**
 * The state of a contract being built in some tab, and when it was typed.
 * A contract whose first goal has no name is not in the list yet: this is
 * where it lives, one row per contract, so two tabs building two contracts
 * keep both.
 */
export interface StoredDraftRow {
  ContractId: string;
  contract: StoredContractRow;
  /** Autosave's stamp: milliseconds since 1970, later for a later state. */
  stamp: number;
}

/** A contract signed on this device (signed-storage.ts): the record, read back through its schema. */
export interface StoredSignedRow {
  contentHash: string;
  ContractId: string;
  record: unknown;
  pdfHash: string;
  /** The buyer's signature, by the device's clock. */
  signedAt: string;
  /** What the cloud answered once it kept the record; null until then. */
  receipt: unknown;
}

/** The signed PDF, kept apart so listing signed contracts does not read every PDF. */
export interface StoredSignedPdfRow {
  contentHash: string;
  pdf: Uint8Array;
}

/** An installer's receipt signed on the device (docs/decisions/066-installer-receipt.md), with its PDF. */
export interface StoredReceiptRow {
  /** The contract and the installer's signing moment: 'K7Q2M9X4B1ZP@2026-12-03T21:15:00.000Z'. */
  id: string;
  ContractId: string;
  receipt: unknown;
  pdf: Uint8Array;
  /** What the cloud answered when it kept the receipt (decision 067); absent until then. Not indexed. */
  kept?: unknown;
}

export class DeviceDatabase extends Dexie {
  contracts!: Table<StoredContractRow, string, Contract>;
  drafts!: Table<StoredDraftRow, string>;
  catalogue!: Table<StoredCatalogueRow, string>;
  meta!: Table<MetaRow, string>;
  quarantine!: Table<QuarantineEntry, number>;
  signed!: Table<StoredSignedRow, string>;
  signedPdfs!: Table<StoredSignedPdfRow, string>;
  receipts!: Table<StoredReceiptRow, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      contracts: 'ContractId',
      catalogue: 'id',
      meta: 'key',
      quarantine: '++id, source',
    });
    // 2: each tab's contract in progress has its own draft (docs/decisions/019-two-tabs.md).
    this.version(2).stores({ drafts: 'ContractId' });
    // 3: contracts signed on the device, never changed once written (docs/decisions/031-the-signed-contract.md).
    this.version(3).stores({ signed: 'contentHash, ContractId', signedPdfs: 'contentHash' });
    // 4: installers' receipts signed after the work (docs/decisions/066-installer-receipt.md).
    this.version(4).stores({ receipts: 'id, ContractId' });
  }
}

export const DEFAULT_DATABASE_NAME = 'contract-builder';

export function openDeviceDatabase(name: string = DEFAULT_DATABASE_NAME): DeviceDatabase {
  return new DeviceDatabase(name);
}

const connection = moduleState(() => ({ db: null as DeviceDatabase | null }));

/** The app's one database, opened on first use. */
export function getDeviceDatabase(): DeviceDatabase {
  connection.db ??= openDeviceDatabase();
  return connection.db;
}

export function nowIso(): string {
  return new Date().toISOString();
}
