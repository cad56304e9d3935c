// The company's details: read by every signed-in tablet and by the office, changed by an admin, audited
// (src/server/company/company-details.ts).
import type { FastifyInstance } from 'fastify';
import { changeCompany, getCompany, getOfficeCompany } from '#api/endpoints/company-endpoints';
import { readCompany, saveCompany } from '../../company/company-details';
import { route } from '../endpoint-route';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  route(app, getCompany, async () => readCompany(app.db));
  route(app, getOfficeCompany, async () => readCompany(app.db));
  route(app, changeCompany, async ({ body, agent }) => {
    const changed = await saveCompany(app.db, body, { userId: agent.userId, label: 'api' }, app.clock());
    return { company: body, changed };
  });
}
