// The office console's calls for the outbox (the emails of signed copies) and the audit log
// (docs/decisions/043-the-office-console.md).
import { listOutbox, readAuditLog, retryOutboxEmail } from '#api/endpoints/office-report-endpoints';
import type { OutboxEmail, OutboxState } from '#api/office-outbox';
import type { AuditEntryRead } from '#api/office-reports';
import { callOffice, type OfficeResult } from './office-calls';

export interface OutboxPage {
  emails: OutboxEmail[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditPage {
  entries: AuditEntryRead[];
  total: number;
  page: number;
  pageSize: number;
  actions: string[];
}

/** What the office filters the audit log by; an empty value is no filter. */
export interface AuditFilter {
  action?: string;
  subject?: string;
}

export function officeOutbox(state: OutboxState | undefined, page: number): Promise<OfficeResult<OutboxPage>> {
  return callOffice(listOutbox, { query: state ? { state, page } : { page } });
}

export async function retryOfficeEmail(id: number): Promise<OfficeResult<OutboxEmail>> {
  const result = await callOffice(retryOutboxEmail, { params: { id } });
  return result.ok ? { ok: true, data: result.data.email } : result;
}

export function officeAuditLog(filter: AuditFilter, page: number): Promise<OfficeResult<AuditPage>> {
  const action = filter.action?.trim() || undefined;
  const subject = filter.subject?.trim() || undefined;
  return callOffice(readAuditLog, { query: { action, subject, page } });
}
