// The office console's calls for contracts and the week (docs/decisions/044-contracts-in-the-office.md).
import {
  exportOfficeContracts,
  getInstallerReceiptPdf,
  getOfficeContract,
  getSignedPdf,
  listOfficeContracts,
  recordCancellation,
  resendSignedCopy,
} from '#api/endpoints/office-contract-endpoints';
import { assignContract } from '#api/endpoints/office-endpoints';
import { getWeek } from '#api/endpoints/office-report-endpoints';
import type { NOTICE_WAYS, OfficeContractsQuery } from '#api/office-contracts';
import { callOffice } from './office-calls';
import { officeFile } from './office-files';

export type ContractFilter = Omit<OfficeContractsQuery, 'page'>;

const filled = (filter: ContractFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

export const officeContracts = (filter: ContractFilter, page: number) =>
  callOffice(listOfficeContracts, { query: { ...filled(filter), page } });

export const officeContractsCsv = (filter: ContractFilter) =>
  officeFile(exportOfficeContracts, { query: filled(filter) });

export const officeContract = (contractId: string) => callOffice(getOfficeContract, { params: { contractId } });

export const signedPdfFile = (contractId: string, contentHash: string) =>
  officeFile(getSignedPdf, { params: { contractId, contentHash } });

export const receiptPdfFile = (contractId: string, pdfHash: string) =>
  officeFile(getInstallerReceiptPdf, { params: { contractId, pdfHash } });

/** `to` and `reason`: another address than the customer's own, an admin's with why (decision 076). */
export const resendCopy = (contractId: string, contentHash: string, to: string | undefined, reason?: string) =>
  callOffice(resendSignedCopy, {
    params: { contractId, contentHash },
    body: to ? { to, ...(reason ? { reason } : {}) } : {},
  });

export const cancelContract = (
  contractId: string,
  notice: { noticeDate: string; noticeBy: (typeof NOTICE_WAYS)[number]; note: string },
) => callOffice(recordCancellation, { params: { contractId }, body: notice });

export const reassignContract = (contractId: string, agentId: string) =>
  callOffice(assignContract, { params: { contractId }, body: { agentId } });

export const officeWeek = (day: string | undefined) => callOffice(getWeek, { query: day ? { day } : {} });
