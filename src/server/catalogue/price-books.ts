// Price books (docs/decisions/047-price-book-versions.md): whole catalogues, append-only, used from a date on.
// Publishing writes the version, makes the catalogue tables the newest one (the ids projects point at) and leaves
// its audit row, in one transaction.
import { createHash } from 'node:crypto';
import { desc, eq, gte, lte, max } from 'drizzle-orm';
import type { PriceBookSummary } from '#api/price-book';
import { canonicalJson } from '#domain/contract/content';
import type { WorkScope } from '#domain/contract/model';
import { priceBookDiff } from '#domain/catalogue/price-book';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { agents, priceBookVersions, users } from '../db/schema';
import { replaceCatalogue } from './catalogue-repository';

type VersionRow = typeof priceBookVersions.$inferSelect;

export interface PublishedBy {
  userId: string | null;
  label: 'api' | 'admin command line' | 'first start';
}

export interface Publication {
  scopes: WorkScope[];
  effectiveOn: string;
  note: string;
  /** The version the edits started from; undefined when it does not matter (import-catalogue, the first start). */
  baseVersion?: number | null;
}

export type PublishOutcome =
  | { status: 'published'; version: PriceBookSummary }
  | { status: 'stale'; newest: number | null }
  | { status: 'too-early'; earliest: string };

/** 'YYYY-MM-DD' of `now` in UTC, moved by `days`. */
export function utcDate(now: Date, days = 0): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function scopesHash(scopes: readonly WorkScope[]): string {
  return createHash('sha256').update(canonicalJson(scopes)).digest('hex');
}

function summary(row: VersionRow, publishedBy: string | null): PriceBookSummary {
  return {
    version: row.version,
    effectiveOn: row.effectiveOn,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy,
    source: row.source as PriceBookSummary['source'],
    note: row.note,
    scopeCount: row.scopes.length,
    calculationCount: row.scopes.reduce((sum, scope) => sum + scope.calculations.length, 0),
    sha256: row.sha256,
  };
}

async function namedRows(db: AppDatabase, rows: VersionRow[]): Promise<PriceBookSummary[]> {
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: agents.displayName,
      first: agents.first,
      last: agents.last,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id));
  const names = new Map(
    people.map((person) => [
      person.id,
      person.displayName || `${person.first ?? ''} ${person.last ?? ''}`.trim() || person.email,
    ]),
  );
  return rows.map((row) => summary(row, row.publishedBy ? (names.get(row.publishedBy) ?? null) : null));
}

/** Every version, newest first. */
export async function listPriceBooks(db: AppDatabase): Promise<PriceBookSummary[]> {
  return namedRows(db, await db.select().from(priceBookVersions).orderBy(desc(priceBookVersions.version)));
}

export async function findPriceBook(
  db: AppDatabase,
  version: number,
): Promise<{ version: PriceBookSummary; scopes: WorkScope[] } | null> {
  const [row] = await db.select().from(priceBookVersions).where(eq(priceBookVersions.version, version));
  if (!row) return null;
  const [named] = await namedRows(db, [row]);
  return { version: named!, scopes: row.scopes };
}

/** The version in effect on `date` (the highest whose date has come), or null before any. */
export async function priceBookOn(db: AppDatabase, date: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(priceBookVersions)
    .where(lte(priceBookVersions.effectiveOn, date))
    .orderBy(desc(priceBookVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * What tablets download: the version in effect yesterday (UTC) — a tablet west of UTC may still be on that day —
 * and every version after it, by version. Before any version's date, every version.
 */
export async function priceBooksForTablets(db: AppDatabase, now: Date): Promise<VersionRow[]> {
  const oldest = await priceBookOn(db, utcDate(now, -1));
  return db
    .select()
    .from(priceBookVersions)
    .where(gte(priceBookVersions.version, oldest?.version ?? 0))
    .orderBy(priceBookVersions.version);
}

/** The scopes of the version in effect today (UTC), for GET /api/workscopes and the apps before price books. */
export async function scopesInEffect(db: AppDatabase, now: Date): Promise<WorkScope[] | null> {
  return (await priceBookOn(db, utcDate(now)))?.scopes ?? null;
}

/**
 * Publishes a version. Its date is today (UTC) or yesterday or later, so no tablet's today is before it, and not
 * before the newest version's: a later version with an earlier date would be hidden by the earlier one.
 */
export async function publishPriceBook(
  db: AppDatabase,
  publication: Publication,
  by: PublishedBy,
  now: Date,
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const [newest] = await tx
      .select()
      .from(priceBookVersions)
      .orderBy(desc(priceBookVersions.version))
      .limit(1)
      .for('update');
    if (publication.baseVersion !== undefined && publication.baseVersion !== (newest?.version ?? null))
      return { status: 'stale', newest: newest?.version ?? null };
    const earliest = [utcDate(now, -1), newest?.effectiveOn ?? ''].sort().at(-1)!;
    if (publication.effectiveOn < earliest) return { status: 'too-early', earliest };

    const [{ next } = { next: null }] = await tx
      .select({ next: max(priceBookVersions.version) })
      .from(priceBookVersions);
    const row: VersionRow = {
      version: (next ?? 0) + 1,
      effectiveOn: publication.effectiveOn,
      publishedAt: now,
      publishedBy: by.userId,
      source: by.label === 'api' ? 'console' : by.label === 'admin command line' ? 'cli' : 'seed',
      note: publication.note,
      scopes: publication.scopes,
      sha256: scopesHash(publication.scopes),
    };
    await tx.insert(priceBookVersions).values(row);
    await replaceCatalogue(tx, publication.scopes);
    const diff = priceBookDiff(newest?.scopes ?? [], publication.scopes);
    // The first start's version is no one's action.
    if (by.label !== 'first start')
      await recordAudit(tx, {
        actorUserId: by.userId,
        actorLabel: by.label,
        action: 'price-book.publish',
        subject: `price-book:${row.version}`,
        before: newest ? { version: newest.version, effectiveOn: newest.effectiveOn } : null,
        after: {
          version: row.version,
          effectiveOn: row.effectiveOn,
          note: row.note,
          sha256: row.sha256,
          added: diff.added,
          removed: diff.removed,
          rates: diff.rates.map(({ wsid, calculation, before, after }) => ({ wsid, calculation, before, after })),
          names: diff.names,
          calculations: diff.calculations,
          charts: diff.charts,
        },
        at: now,
      });
    return { status: 'published', version: summary(row, null) };
  });
}
