// Every endpoint the API server answers under /api: the server registers
// each, and the OpenAPI document describes exactly these
// (src/server/routes/api-routes.test.ts checks both ways).
import type { EndpointDefinition } from '../endpoint';
import { getMe, refreshSession, setPasswordByLink, signIn, signOut } from './auth-endpoints';
import { getGuide, listFinancingPlans, listWorkScopes } from './catalogue-endpoints';
import {
  downloadContract,
  getContractVersion,
  listContractVersions,
  listMyCancellations,
  pushContract,
  searchContracts,
} from './contract-endpoints';
import { changeCompany, getCompany, getOfficeCompany } from './company-endpoints';
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
  changeBranch,
  makePasswordLink,
  resetPersonPassword,
  signOutEverywhere,
} from './office-endpoints';
import {
  exportOfficeContracts,
  getOfficeContract,
  getInstallerReceiptPdf,
  getSignedPdf,
  listOfficeContracts,
  recordCancellation,
  resendSignedCopy,
} from './office-contract-endpoints';
import { changePriceFloors, getPriceFloors, giveApproval } from './price-floor-endpoints';
import { getOfficePriceBook, getPriceBook, listPriceBooks, publishPriceBook } from './price-book-endpoints';
import { getWeek, listOutbox, readAuditLog, retryOutboxEmail } from './office-report-endpoints';
import {
  confirmEnrolment,
  getSecondFactor,
  removeSecondFactor,
  startEnrolment,
  verifySecondFactor,
} from './second-factor-endpoints';
import { listInstallerReceipts, pushInstallerReceipt } from './installer-receipt-endpoints';
import { listSignedContracts, pushSignedContract } from './signed-endpoints';
import { getStateRules, publishStateRules } from './state-rules-endpoints';

export const allEndpoints: readonly EndpointDefinition[] = [
  getHealth,
  getReady,
  getSite,
  getOpenApiDocument,
  signIn,
  refreshSession,
  signOut,
  setPasswordByLink,
  getMe,
  getSecondFactor,
  startEnrolment,
  confirmEnrolment,
  verifySecondFactor,
  listWorkScopes,
  getGuide,
  listFinancingPlans,
  getCompany,
  getPriceBook,
  getStateRules,
  searchContracts,
  downloadContract,
  pushContract,
  listContractVersions,
  getContractVersion,
  listMyCancellations,
  pushSignedContract,
  listSignedContracts,
  pushInstallerReceipt,
  listInstallerReceipts,
  assignContract,
  getPriceFloors,
  changePriceFloors,
  giveApproval,
  listOfficeFinancingPlans,
  addFinancingPlan,
  changeFinancingPlan,
  listPeople,
  addPerson,
  changeRole,
  changeBranch,
  changeAccess,
  resetPersonPassword,
  makePasswordLink,
  signOutEverywhere,
  listOfficeContracts,
  exportOfficeContracts,
  getOfficeContract,
  getSignedPdf,
  getInstallerReceiptPdf,
  resendSignedCopy,
  recordCancellation,
  getWeek,
  listOutbox,
  retryOutboxEmail,
  readAuditLog,
  removeSecondFactor,
  getOfficeCompany,
  changeCompany,
  listPriceBooks,
  getOfficePriceBook,
  publishPriceBook,
  publishStateRules,
];
