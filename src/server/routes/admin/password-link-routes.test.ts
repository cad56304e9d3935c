// One-time set-password links over the API, on both databases: an admin adds a person without a password and gets
// a link; the person sets a password with it once and signs in; a used, replaced, expired or forged link is refused
// with what to do; an agent cannot make one; the audit log has each step, never the link.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { addedPersonSchema, passwordLinkResponseSchema } from '#api/people';
import { LINK_NOT_VALID } from '../../auth/password-links';
import { queryRows } from '../../db/connection';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testOfficeSession, testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

describe.each(databaseKinds())('set-password links, on %s', (kind) => {
  let h: ContractsApi;
  let admin: { id: string; authorization: string };
  let clock = new Date();

  beforeAll(async () => {
    h = await startContractsApi(kind, () => clock);
    admin = await testPerson(h.database.db, 'ada.admin@example.com', 'admin');
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (url: string, authorization: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const setPassword = (path: string, password: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: path.split('#')[1], password },
    });
  const signIn = (email: string, password: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const messageOf = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json()).error.message;

  it('adds a person without a password; the link sets it once, for 72 hours, and they sign in with it', async () => {
    clock = new Date();
    const res = await call('/api/admin/people', admin.authorization, {
      email: 'rosa.field@example.com',
      first: 'Rosa',
      last: 'Field',
      role: 'agent',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { person, passwordLink } = addedPersonSchema.parse(res.json());
    expect(passwordLink?.path).toMatch(/^\/set-password#[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(passwordLink!.expiresAt) - clock.getTime()).toBe(72 * 3_600_000);
    // Nothing the office knows signs them in before they choose.
    expect((await signIn('rosa.field@example.com', 'loft-insulation-2026')).statusCode).toBe(401);

    const tooShort = await setPassword(passwordLink!.path, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(messageOf(tooShort)).toMatch(/at least/);
    const set = await setPassword(passwordLink!.path, 'rosa-insulates-2026');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ email: 'rosa.field@example.com' });
    expect((await signIn('rosa.field@example.com', 'rosa-insulates-2026')).statusCode).toBe(200);

    const again = await setPassword(passwordLink!.path, 'someone-else-2026');
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(LINK_NOT_VALID);

    const audit = await queryRows<{ action: string; after: string }>(
      h.database.db,
      sql`select action, after::text as after from audit_log where subject = ${`user:${person.id}`} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['user.add', 'user.password-by-link']);
    const token = passwordLink!.path.split('#')[1]!;
    for (const row of audit) expect(row.after).not.toContain(token);
  });

  it('ends an older link when a newer one is made, and a link after 72 hours', async () => {
    const agent = await testPerson(h.database.db, 'sam.forgot@example.com', 'agent');
    expect((await call(`/api/admin/people/${agent.id}/password-link`, agent.authorization)).statusCode).toBe(403);
    clock = new Date();
    const first = passwordLinkResponseSchema.parse(
      (await call(`/api/admin/people/${agent.id}/password-link`, admin.authorization)).json(),
    ).passwordLink;
    const second = passwordLinkResponseSchema.parse(
      (await call(`/api/admin/people/${agent.id}/password-link`, admin.authorization)).json(),
    ).passwordLink;
    expect(messageOf(await setPassword(first.path, 'sam-remembers-2026'))).toBe(LINK_NOT_VALID);

    clock = new Date(clock.getTime() + 72 * 3_600_000 + 1000);
    expect(messageOf(await setPassword(second.path, 'sam-remembers-2026'))).toBe(LINK_NOT_VALID);
    expect(messageOf(await setPassword('/set-password#forged-token', 'sam-remembers-2026'))).toBe(LINK_NOT_VALID);
    // Three days on, the admin's console asks for the code again (decision 075): a session that just gave it.
    const later = await testOfficeSession(h.database.db, { id: admin.id, email: 'ada.admin@example.com' }, clock);
    expect((await call('/api/admin/people/00000000-0000-4000-8000-000000000000/password-link', later)).statusCode).toBe(
      404,
    );
  });
});
