// The office's week, outbox and audit log, behind the manager and admin roles. A retried email leaves its audit row.
import type { FastifyInstance } from 'fastify';
import { getWeek, listOutbox, readAuditLog, retryOutboxEmail } from '#api/endpoints/office-report-endpoints';
import { AUDIT_PAGE_SIZE } from '#api/office-reports';
import { calendarDateInZone } from '#domain/legal/calendar-date';
import { HttpError } from '../../http-error';
import { readAuditLog as readAudit } from '../../office/audit-read';
import { listOutbox as listEmails, OUTBOX_PAGE_SIZE, retryEmail } from '../../office/office-outbox';
import { weekReport } from '../../office/week-report';
import { route } from '../endpoint-route';

export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  route(app, getWeek, async ({ query }) => {
    const day = calendarDateInZone(query.day ?? app.clock().toISOString(), 'UTC');
    if (!day) throw new HttpError(400, 'BAD_REQUEST', `${query.day} is not a day.`);
    return weekReport(app.db, day);
  });

  route(app, listOutbox, async ({ query: { state, page } }) => ({
    ...(await listEmails(app.db, state, page)),
    page,
    pageSize: OUTBOX_PAGE_SIZE,
  }));

  route(app, retryOutboxEmail, async ({ params: { id }, agent }) => {
    const outcome = await retryEmail(app.db, id, { userId: agent.userId, label: 'api' }, app.clock());
    if (outcome.status === 'no-email') throw new HttpError(404, 'NOT_FOUND', `There is no email ${id} in the outbox.`);
    if (outcome.status === 'sent-already') {
      throw new HttpError(409, 'SENT_ALREADY', 'This email was sent already: resend the signed copy instead.');
    }
    app.outbox.kick();
    return { email: outcome.email };
  });

  route(app, readAuditLog, async ({ query: { page, ...filter } }) => ({
    ...(await readAudit(app.db, filter, page)),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  }));
}
