// The company an email speaks for, as the cloud holds it (docs/decisions/074-mail-the-server-writes.md): the office's
// saved details, else the server's settings; the licence for the customer's state and the branch of the contract's
// agent of record. Never the seller a tablet wrote into a signed record.
import { eq } from 'drizzle-orm';
import { companyOfSeller, sellerFor } from '#domain/company/company-details';
import type { Seller } from '#domain/printed-contract/seller';
import { readCompany } from '../company/company-details';
import type { AppDatabase } from '../db/connection';
import { agents, contracts } from '../db/schema';

export async function mailSeller(
  db: AppDatabase,
  contract: { contractId: string; customerState: string },
  settings: Seller,
): Promise<Seller> {
  const { company } = await readCompany(db);
  const [agent] = await db
    .select({ branch: agents.branch })
    .from(contracts)
    .innerJoin(agents, eq(agents.userId, contracts.agentId))
    .where(eq(contracts.legacyId, contract.contractId));
  return sellerFor(company ?? companyOfSeller(settings), contract.customerState, agent?.branch ?? null);
}
