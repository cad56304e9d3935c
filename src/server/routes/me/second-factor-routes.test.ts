// The second factor over the API, on both databases: an admin without one is stopped at the office's door, enrols
// with the app's first code (a wrong one refused), then signs in only with a code: a wrong or replayed one is refused,
// a recovery code works once. An admin removes a lost one. Every step leaves its audit row.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { enrolmentSchema, recoveryCodesSchema, secondFactorStatusSchema } from '#api/second-factor';
import { createAgent } from '../../auth/users';
import { newTotpSecret, stepAt, totpCode } from '../../auth/totp';
import { users } from '../../db/schema';
import { queryRows } from '../../db/connection';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testAccessToken, testPerson } from '../../testing/sessions';
import { testConfig } from '../../testing/test-config';
import { databaseKinds } from '../../testing/test-database';

const ADA = { email: 'ada.admin@example.com', password: 'a long enough password' };

describe.each(databaseKinds())('the second factor, on %s', (kind) => {
  let h: ContractsApi;
  // Access tokens are checked against the real time: the test's clock starts at it and moves on by steps.
  let now = new Date();
  let adaId: string;
  let ada: string;
  let secret = '';
  let recovery: string[] = [];

  beforeAll(async () => {
    h = await startContractsApi(kind, () => now);
    adaId = await createAgent(h.database.db, { ...ADA, first: 'Ada', last: 'Admin', role: 'admin' });
    // Ada signed in with her password only: her session has given no second factor.
    ada = `Bearer ${await testAccessToken(h.database.db, testConfig().jwtSecret, { id: adaId, email: ADA.email }, now)}`;
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const signIn = (code?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { ...ADA, ...(code === undefined ? {} : { code }) },
      remoteAddress: '203.0.113.7',
    });
  const audit = () =>
    queryRows<{ action: string; subject: string }>(
      h.database.db,
      sql`select action, subject from audit_log where action like 'user.%' order by id`,
    );

  it('stops an admin without a second factor at the office, and says how to go on', async () => {
    const res = await call('GET', '/api/admin/people', ada);
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).error).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      message: expect.stringContaining('set up your authenticator app'),
    });
    const status = secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', ada)).json());
    expect(status).toEqual({
      enrolled: false,
      locked: false,
      thisSession: false,
      reason: 'not-given',
      required: true,
      recoveryCodesLeft: 0,
    });
  });

  it("enrols with a QR code and the app's first code; a wrong code changes nothing", async () => {
    const started = await call('POST', '/api/me/second-factor', ada);
    expect(started.statusCode).toBe(201);
    const enrolment = enrolmentSchema.parse(started.json());
    secret = enrolment.secret;
    expect(enrolment.uri).toBe(
      `otpauth://totp/Contract%20Builder%3Aada.admin%40example.com?secret=${secret}&issuer=Contract+Builder&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await call('POST', '/api/me/second-factor/confirm', ada, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect((await call('GET', '/api/admin/people', ada)).statusCode).toBe(403);

    const right = await call('POST', '/api/me/second-factor/confirm', ada, { code: totpCode(secret, stepAt(now)) });
    expect(right.statusCode, right.body).toBe(200);
    recovery = recoveryCodesSchema.parse(right.json()).recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(recovery[0]).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    // This session gave the code: the office opens.
    expect((await call('GET', '/api/admin/people', ada)).statusCode).toBe(200);
    expect((await call('POST', '/api/me/second-factor', ada)).statusCode).toBe(409);
    expect(await audit()).toEqual([{ action: 'user.second-factor', subject: `user:${adaId}` }]);
  });

  it('then asks every sign-in for a code: none, a wrong one and a used one are refused', async () => {
    const none = await signIn();
    expect(none.statusCode).toBe(401);
    expect(apiErrorSchema.parse(none.json()).error).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      details: { locked: false },
    });
    expect(none.cookies).toEqual([]);
    const wrong = await signIn('123456');
    expect(apiErrorSchema.parse(wrong.json()).error.message).toMatch(/^That code is not right/);
    // The code that enrolled her is spent.
    expect((await signIn(totpCode(secret, stepAt(now)))).statusCode).toBe(401);

    now = new Date(now.getTime() + 30_000);
    const right = await signIn(totpCode(secret, stepAt(now)));
    expect(right.statusCode, right.body).toBe(200);
    const token = (right.json() as { accessToken: string }).accessToken;
    expect((await call('GET', '/api/admin/people', `Bearer ${token}`)).statusCode).toBe(200);
    // The same code again, within its 30 seconds: refused.
    expect((await signIn(totpCode(secret, stepAt(now)))).statusCode).toBe(401);
  });

  it('takes a recovery code once, typed any way', async () => {
    now = new Date(now.getTime() + 60_000);
    const first = await signIn(` ${recovery[0]!.toUpperCase()} `);
    expect(first.statusCode, first.body).toBe(200);
    expect((await signIn(recovery[0])).statusCode).toBe(401);
    const status = secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', ada)).json());
    expect(status.recoveryCodesLeft).toBe(9);
    expect((await audit()).map((row) => row.action)).toContain('user.recovery-code');
  });

  it('lets another admin remove a lost one, with their own code: Ada signs in with her password and enrols again', async () => {
    const other = await testPerson(h.database.db, 'ola.admin@example.com', 'admin', now);
    const olaSecret = newTotpSecret();
    await h.database.db.update(users).set({ totpSecret: olaSecret, totpEnabledAt: now }).where(eq(users.id, other.id));
    const agent = await call('DELETE', `/api/admin/people/${adaId}/second-factor`, h.authorization);
    expect(agent.statusCode).toBe(403);
    now = new Date(now.getTime() + 30_000);
    const removed = await call('DELETE', `/api/admin/people/${adaId}/second-factor`, other.authorization, {
      code: totpCode(olaSecret, stepAt(now)),
    });
    expect(removed.json()).toEqual({ removed: true });
    expect((await signIn()).statusCode).toBe(200);
    expect((await audit()).at(-1)).toEqual({ action: 'user.second-factor-removed', subject: `user:${adaId}` });
  });
});
