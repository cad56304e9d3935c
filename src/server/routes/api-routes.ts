// Every API route that needs the database, registered under /api (the
// endpoints of src/api/endpoints/ but health, readiness and site).
import type { FastifyInstance } from 'fastify';
import { adminContractRoutes } from './admin/admin-contract-routes';
import { adminFinancingRoutes } from './admin/admin-financing-routes';
import { adminPeopleRoutes } from './admin/admin-people-routes';
import { adminReportRoutes } from './admin/admin-report-routes';
import { companyRoutes } from './admin/company-routes';
import { priceFloorRoutes } from './admin/price-floor-routes';
import { authRoutes } from './auth/auth-routes';
import { financingPlanRoutes } from './catalogue/financing-plan-routes';
import { workscopeRoutes } from './catalogue/workscope-routes';
import { priceBookRoutes } from './catalogue/price-book-routes';
import { contractRoutes } from './contracts/contract-routes';
import { installerReceiptRoutes } from './contracts/installer-receipt-routes';
import { signedRoutes } from './contracts/signed-routes';
import { docsRoutes } from './docs/docs-routes';
import { guideRoutes } from './catalogue/guide-routes';
import { meRoutes } from './me/me-routes';
import { secondFactorRoutes } from './me/second-factor-routes';
import { stateRulesRoutes } from './legal/state-rules-routes';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(workscopeRoutes);
  await app.register(priceBookRoutes);
  await app.register(stateRulesRoutes);
  await app.register(financingPlanRoutes);
  await app.register(contractRoutes);
  await app.register(signedRoutes);
  await app.register(installerReceiptRoutes);
  await app.register(docsRoutes);
  await app.register(guideRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(secondFactorRoutes);
  await app.register(adminContractRoutes);
  await app.register(adminFinancingRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminReportRoutes);
  await app.register(companyRoutes);
  await app.register(priceFloorRoutes);
}
