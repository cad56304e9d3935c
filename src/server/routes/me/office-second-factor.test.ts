// The office's second factor over the API, on both databases (docs/decisions/075-office-second-factor.md): every
// manager and admin gives one before the console opens anything; wrong codes count per account from any address and
// lock the authenticator at ten an hour, which the person hears of at their next sign-in; the console asks for the
// code again after 12 hours and after 30 idle minutes, while the tablet's routes keep working; and one admin cannot
// take another admin's sign-in over without their own code.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInResponseSchema } from '#api/auth';
import { apiErrorSchema } from '#api/error';
import { secondFactorStatusSchema } from '#api/second-factor';
import { SECOND_FACTOR_FAILURES_PER_HOUR } from '../../auth/second-factor-failures';
import { newTotpSecret, stepAt, totpCode } from '../../auth/totp';
import { createAgent } from '../../auth/users';
import { queryRows } from '../../db/connection';
import { recoveryCodes, users } from '../../db/schema';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testAccessToken, testOfficeSession } from '../../testing/sessions';
import { testConfig } from '../../testing/test-config';
import { databaseKinds } from '../../testing/test-database';

const PASSWORD = 'a long enough password';
const MINUTE = 60_000;

describe.each(databaseKinds())("the office's second factor, on %s", (kind) => {
  let h: ContractsApi;
  // Access tokens are checked against the real time: the clock starts at it and moves on.
  let now = new Date();

  beforeAll(async () => {
    h = await startContractsApi(kind, () => now);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  /** A person with an authenticator enrolled, as the console's set-up leaves them. */
  async function enrolled(email: string, role: 'manager' | 'admin') {
    const id = await createAgent(h.database.db, { email, password: PASSWORD, first: role, last: 'Office', role });
    const secret = newTotpSecret();
    await h.database.db.update(users).set({ totpSecret: secret, totpEnabledAt: now }).where(eq(users.id, id));
    return { id, email, secret };
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const signIn = (email: string, code: string | undefined, address: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD, ...(code === undefined ? {} : { code }) },
      remoteAddress: address,
    });
  const errorOf = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json()).error;
  const nextStep = () => {
    now = new Date(now.getTime() + 30_000);
    return stepAt(now);
  };

  it("stops a manager who gave no second factor at every office door, and says how to go on; the tablet's routes stay open", async () => {
    const id = await createAgent(h.database.db, {
      email: 'mo.manager@example.com',
      password: PASSWORD,
      first: 'Mo',
      last: 'Manager',
      role: 'manager',
    });
    const token = `Bearer ${await testAccessToken(h.database.db, testConfig().jwtSecret, { id, email: 'mo.manager@example.com' }, now)}`;
    for (const url of ['/api/admin/contracts', '/api/admin/contracts.csv', '/api/admin/people', '/api/admin/audit']) {
      const res = await call('GET', url, token);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', details: { reason: 'not-given' } });
    }
    expect(
      (
        await call('POST', '/api/admin/approvals', token, {
          agentId: h.jane.Id,
          requestCode: '12345678',
          discountCents: 1,
          day: '2026-12-07',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/contracts?last=', token)).statusCode).toBe(200);
    const status = secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', token)).json());
    expect(status).toMatchObject({ enrolled: false, required: true, thisSession: false, reason: 'not-given' });
  });

  it(`locks the authenticator after ${SECOND_FACTOR_FAILURES_PER_HOUR} wrong codes in an hour from many addresses; a recovery code opens it`, async () => {
    const max = await enrolled('max.manager@example.com', 'manager');
    for (let index = 0; index < SECOND_FACTOR_FAILURES_PER_HOUR; index++) {
      const wrong = await signIn(max.email, '000000', `198.51.100.${index + 1}`);
      expect(wrong.statusCode).toBe(401);
      expect(errorOf(wrong).details).toEqual({ locked: index === SECOND_FACTOR_FAILURES_PER_HOUR - 1 });
    }
    // Locked: the right code from a fresh address is refused too, and says what to do.
    const right = await signIn(max.email, totpCode(max.secret, nextStep()), '198.51.100.200');
    expect(right.statusCode).toBe(401);
    expect(errorOf(right)).toMatchObject({
      details: { locked: true },
      message: expect.stringContaining('recovery codes'),
    });
    const audit = await queryRows<{ action: string }>(
      h.database.db,
      sql`select action from audit_log where subject = ${`user:${max.id}`} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['user.second-factor-locked']);

    // A recovery code signs in, lifts the lock, and the answer tells of the 11 wrong codes.
    const recovery = 'abcd-efgh-ijkl';
    await h.database.db
      .insert(recoveryCodes)
      .values({ userId: max.id, codeHash: createHash('sha256').update(recovery).digest('hex') });
    const opened = await signIn(max.email, recovery, '198.51.100.201');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(signInResponseSchema.parse(opened.json()).secondFactorFailures).toEqual({
      count: SECOND_FACTOR_FAILURES_PER_HOUR + 1,
      lastAt: expect.any(String),
    });
    const again = await signIn(max.email, totpCode(max.secret, nextStep()), '198.51.100.202');
    expect(again.statusCode, again.body).toBe(200);
    // Told once: the sign-in after says nothing.
    expect(signInResponseSchema.parse(again.json()).secondFactorFailures).toBeUndefined();
  });

  it('asks the office for the code again after 12 hours and after 30 idle minutes; the code opens it again', async () => {
    const ann = await enrolled('ann.admin@example.com', 'admin');
    const session = await testOfficeSession(h.database.db, ann, now);
    expect((await call('GET', '/api/admin/people', session)).statusCode).toBe(200);

    now = new Date(now.getTime() + 29 * MINUTE);
    expect((await call('GET', '/api/admin/people', session)).statusCode).toBe(200);
    now = new Date(now.getTime() + 31 * MINUTE);
    const idle = await call('GET', '/api/admin/people', session);
    expect([idle.statusCode, errorOf(idle).details]).toEqual([403, { reason: 'idle' }]);
    expect(secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', session)).json())).toMatchObject({
      thisSession: false,
      reason: 'idle',
    });
    const wrong = await call('POST', '/api/me/second-factor/verify', session, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const verified = await call('POST', '/api/me/second-factor/verify', session, {
      code: totpCode(ann.secret, nextStep()),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(secondFactorStatusSchema.parse(verified.json())).toMatchObject({ thisSession: true, reason: null });
    expect((await call('GET', '/api/admin/people', session)).statusCode).toBe(200);

    // Used every 20 minutes for 12 hours, the console still asks again.
    for (let minutes = 20; minutes <= 12 * 60; minutes += 20) {
      now = new Date(now.getTime() + 20 * MINUTE);
      expect((await call('GET', '/api/admin/people', session)).statusCode, `${minutes} minutes on`).toBe(200);
    }
    now = new Date(now.getTime() + 20 * MINUTE);
    const expired = await call('GET', '/api/admin/people', session);
    expect([expired.statusCode, errorOf(expired).details]).toEqual([403, { reason: 'expired' }]);
    // The same session still syncs contracts as a tablet does.
    expect((await call('GET', '/api/contracts?last=', session)).statusCode).toBe(200);
  });

  it("asks an admin for their own code to set another admin's password, make their link or remove their factor", async () => {
    const acting = await enrolled('ada.admin@example.com', 'admin');
    const target = await enrolled('ola.admin@example.com', 'admin');
    const manager = await enrolled('meg.manager@example.com', 'manager');
    const session = await testOfficeSession(h.database.db, acting, now);
    const changes = [
      ['PUT', `/api/admin/people/${target.id}/password`, { password: 'another long password 2026' }],
      ['POST', `/api/admin/people/${target.id}/password-link`, {}],
      ['DELETE', `/api/admin/people/${target.id}/second-factor`, {}],
    ] as const;
    for (const [method, url, body] of changes) {
      const without = await call(method, url, session, body);
      expect([without.statusCode, errorOf(without).code], url).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
      const wrong = await call(method, url, session, { ...body, code: '000000' });
      expect(wrong.statusCode, url).toBe(403);
      const right = await call(method, url, session, { ...body, code: totpCode(acting.secret, nextStep()) });
      expect(right.statusCode, `${url}: ${right.body}`).toBeLessThan(300);
    }
    // A manager's password is the admin's to set without a code, as before.
    const managerPassword = await call('PUT', `/api/admin/people/${manager.id}/password`, session, {
      password: 'another long password 2026',
    });
    expect(managerPassword.statusCode).toBe(200);
  });
});
