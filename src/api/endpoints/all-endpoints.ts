// Every endpoint the API server answers under /api: the server registers
// each, and the OpenAPI document describes exactly these
// (src/server/routes/api-routes.test.ts checks both ways).
import type { EndpointDefinition } from '../endpoint';
import { getMe, refreshSession, signIn, signOut } from './auth-endpoints';
import { getGuide, listFinancingPlans, listWorkScopes } from './catalogue-endpoints';
import {
  downloadContract,
  getContractVersion,
  listContractVersions,
  pushContract,
  searchContracts,
} from './contract-endpoints';
import { getHealth, getOpenApiDocument, getReady, getSite } from './health-endpoints';
import {
  addFinancingPlan,
  addPerson,
  assignContract,
  changeAccess,
  changeFinancingPlan,
  changeRole,
  listOfficeFinancingPlans,
  listPeople,
  resetPersonPassword,
  signOutEverywhere,
} from './office-endpoints';
import { listSignedContracts, pushSignedContract } from './signed-endpoints';

export const allEndpoints: readonly EndpointDefinition[] = [
  getHealth,
  getReady,
  getSite,
  getOpenApiDocument,
  signIn,
  refreshSession,
  signOut,
  getMe,
  listWorkScopes,
  getGuide,
  listFinancingPlans,
  searchContracts,
  downloadContract,
  pushContract,
  listContractVersions,
  getContractVersion,
  pushSignedContract,
  listSignedContracts,
  assignContract,
  listOfficeFinancingPlans,
  addFinancingPlan,
  changeFinancingPlan,
  listPeople,
  addPerson,
  changeRole,
  changeAccess,
  resetPersonPassword,
  signOutEverywhere,
];
