// What a new database starts with, applied at every start-up and safe to repeat: the financing plans, the catalogue
// (only while the database has none — an imported one is never overwritten) as price book 1, and the demo agent.
import type { WorkScope } from '#domain/contract/model';
import { defaultFinancingOptions } from '#domain/financing/plans';
import { verifyPassword } from '../auth/passwords';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { createAgent, findUserByEmail, setDisabled } from '../auth/users';
import { catalogueSize, loadCatalogue, replaceCatalogue } from '../catalogue/catalogue-repository';
import { publishPriceBook, utcDate } from '../catalogue/price-books';
import type { AppDatabase } from './connection';
import { financingOptions, priceBookVersions } from './schema';
import seedCatalogue from '#domain/catalogue/starter-catalogue.json';
import { DEMO_AGENT } from './demo-agent';

export { DEMO_AGENT, DEMO_AGENT_RETIRED } from './demo-agent';

export interface SeedOptions {
  /** Create the demo agent (SEED_DEMO, default true). */
  demo: boolean;
}

export async function seedDatabase(db: AppDatabase, { demo }: SeedOptions): Promise<void> {
  for (const option of defaultFinancingOptions()) {
    const row = { code: option.Code, term: option.Term, apr: option.Apr, visible: option.Visible };
    await db
      .insert(financingOptions)
      .values({ id: option.Id, ...row })
      .onConflictDoNothing();
  }
  if ((await catalogueSize(db)) === 0) await replaceCatalogue(db, seedCatalogue as WorkScope[]);
  // A database from before price books: its catalogue becomes price book 1, in effect from today.
  if ((await db.$count(priceBookVersions)) === 0) {
    const now = new Date();
    await publishPriceBook(
      db,
      { scopes: await loadCatalogue(db), effectiveOn: utcDate(now, -1), note: 'The catalogue at the first start.' },
      { userId: null, label: 'first start' },
      now,
    );
  }
  if (demo && !(await findUserByEmail(db, DEMO_AGENT.email))) await createAgent(db, DEMO_AGENT);
}

/**
 * At a production start: a demo agent left from a trial, still with the
 * password the README publishes, is disabled and its sessions ended. One whose
 * password was changed is someone's real account and is left alone. True when
 * it was disabled now.
 */
export async function retireDemoAgent(db: AppDatabase, now: Date): Promise<boolean> {
  const user = await findUserByEmail(db, DEMO_AGENT.email);
  if (!user || user.disabled || !(await verifyPassword(user.passwordHash, DEMO_AGENT.password))) return false;
  await db.transaction(async (tx) => {
    await setDisabled(tx, user.id, true);
    await revokeUserRefreshTokens(tx, user.id, now);
  });
  return true;
}
