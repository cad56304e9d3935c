// What a new database starts with, applied at every start-up and safe to
// repeat: the financing plans, the catalogue (only while the database has
// none — an imported catalogue is never overwritten) and the demo agent.
import type { WorkScope } from '#domain/contract/model';
import { defaultFinancingOptions } from '#domain/financing/plans';
import { createAgent, findUserByEmail } from '../auth/users';
import { catalogueSize, replaceCatalogue } from '../catalogue/catalogue-repository';
import type { AppDatabase } from './connection';
import { financingOptions } from './schema';
import seedCatalogue from '#domain/catalogue/starter-catalogue.json';

export const DEMO_AGENT = {
  email: 'agent@example.com',
  password: 'insulate2026',
  first: 'Jane',
  last: 'Demo',
  displayName: 'Jane Demo',
  role: 'agent',
  phone: null,
} as const;

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
  if (demo && !(await findUserByEmail(db, DEMO_AGENT.email))) await createAgent(db, DEMO_AGENT);
}
