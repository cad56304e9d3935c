// The company's people over the API, as the office changes them: an admin adds a new agent with a first password,
// makes them a manager, signs them out everywhere, disables and enables them and sets a new password; each change
// leaves its audit row (never a password); a manager only reads; an admin cannot lock themselves out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { peopleResponseSchema, personChangeSchema } from '#api/people';
import { queryRows } from '../../db/connection';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

const NEW_AGENT = {
  email: 'Lee.Novak@Example.com',
  first: 'Lee',
  last: 'Novak',
  role: 'agent',
  phone: '555-201-7788',
  password: 'loft-insulation-2026',
};

describe.each(databaseKinds())("the office's people, on %s", (kind) => {
  let h: ContractsApi;
  let admin: { id: string; authorization: string };
  let manager: { id: string; authorization: string };

  beforeAll(async () => {
    h = await startContractsApi(kind);
    admin = await testPerson(h.database.db, 'ada.admin@example.com', 'admin');
    manager = await testPerson(h.database.db, 'mo.manager@example.com', 'manager');
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization = admin.authorization, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const signIn = (email: string, password: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const audit = () =>
    queryRows<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
      h.database.db,
      sql`select action, actor_user_id, before, after from audit_log where action like 'user.%' order by id`,
    );

  it('adds an agent with a first password they sign in with, and lists everyone with their last sign-in', async () => {
    const added = await call('POST', '/api/admin/people', admin.authorization, NEW_AGENT);
    expect(added.statusCode, added.body).toBe(201);
    const { person } = personChangeSchema.parse(added.json());
    expect(person).toMatchObject({
      email: 'lee.novak@example.com',
      displayName: 'Lee Novak',
      role: 'agent',
      disabled: false,
      lastSignInAt: null,
    });
    expect((await signIn('lee.novak@example.com', NEW_AGENT.password)).statusCode).toBe(200);

    const listed = peopleResponseSchema.parse((await call('GET', '/api/admin/people', manager.authorization)).json());
    const lee = listed.people.find((someone) => someone.email === 'lee.novak@example.com');
    expect(lee?.lastSignInAt).not.toBeNull();
    expect(listed.people.map((someone) => someone.email)).toEqual(
      [...listed.people.map((someone) => someone.email)].sort(),
    );
    const [row] = await audit();
    expect(row).toMatchObject({ action: 'user.add', actor_user_id: admin.id });
    expect(JSON.stringify(row)).not.toContain(NEW_AGENT.password);

    // The same email again, and a password anyone would guess, are refused with why.
    expect((await call('POST', '/api/admin/people', admin.authorization, NEW_AGENT)).statusCode).toBe(409);
    const weak = await call('POST', '/api/admin/people', admin.authorization, {
      ...NEW_AGENT,
      email: 'sam@example.com',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(apiErrorSchema.parse(weak.json()).error.message).toMatch(/at least 12 characters|most common/);
  });

  it('changes a role, ends every session, disables and enables, and sets a password: each audited', async () => {
    const lee = peopleResponseSchema
      .parse((await call('GET', '/api/admin/people')).json())
      .people.find((someone) => someone.email === 'lee.novak@example.com')!;
    const base = `/api/admin/people/${lee.id}`;
    const promoted = await call('PUT', `${base}/role`, admin.authorization, { role: 'manager' });
    expect(promoted.json()).toMatchObject({ person: { role: 'manager' }, changed: true });
    expect((await call('PUT', `${base}/role`, admin.authorization, { role: 'manager' })).json()).toMatchObject({
      changed: false,
    });

    // Two sessions on two tablets; one refreshes before the office signs Lee out everywhere, the other cannot after.
    const refresh = async (session: Awaited<ReturnType<typeof signIn>>) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: {
          cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
          'x-xsrf-token': session.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
        },
      });
    const before = await signIn('lee.novak@example.com', NEW_AGENT.password);
    const after = await signIn('lee.novak@example.com', NEW_AGENT.password);
    expect((await refresh(before)).statusCode).toBe(200);
    expect((await call('POST', `${base}/sign-out`)).statusCode).toBe(200);
    expect((await refresh(after)).statusCode).toBe(401);
    // Signed out everywhere, their approval key changes: a key taken from a lost tablet approves nothing new.
    const keyOf = (res: { json: () => unknown }) =>
      (res.json() as { approval: { keyVersion: number; key: string } }).approval;
    const again = keyOf(await signIn('lee.novak@example.com', NEW_AGENT.password));
    expect(again.keyVersion).toBe(keyOf(before).keyVersion + 1);
    expect(again.key).not.toBe(keyOf(before).key);

    expect((await call('PUT', `${base}/access`, admin.authorization, { disabled: true })).json()).toMatchObject({
      person: { disabled: true },
    });
    expect((await signIn('lee.novak@example.com', NEW_AGENT.password)).statusCode).toBe(401);
    await call('PUT', `${base}/access`, admin.authorization, { disabled: false });
    const reset = await call('PUT', `${base}/password`, admin.authorization, { password: 'attic-baffles-2027' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn('lee.novak@example.com', 'attic-baffles-2027')).statusCode).toBe(200);
    expect((await signIn('lee.novak@example.com', NEW_AGENT.password)).statusCode).toBe(401);
    const weak = await call('PUT', `${base}/password`, admin.authorization, { password: 'short' });
    expect(weak.statusCode).toBe(400);

    expect((await audit()).map((row) => row.action)).toEqual([
      'user.add',
      'user.role',
      'user.sign-out',
      'user.disable',
      'user.enable',
      'user.password',
    ]);
    expect(JSON.stringify(await audit())).not.toContain('attic-baffles-2027');
  });

  it('does not let an admin lock themselves out, nor a manager change anyone', async () => {
    const own = `/api/admin/people/${admin.id}`;
    const demote = await call('PUT', `${own}/role`, admin.authorization, { role: 'agent' });
    expect(demote.statusCode).toBe(400);
    expect(apiErrorSchema.parse(demote.json()).error.message).toBe(
      'You cannot change your own role: ask another admin.',
    );
    expect((await call('PUT', `${own}/access`, admin.authorization, { disabled: true })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/admin/people/${admin.id}/role`, manager.authorization, { role: 'agent' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/admin/people/00000000-0000-4000-8000-000000000009/role', admin.authorization, {
          role: 'agent',
        })
      ).statusCode,
    ).toBe(404);
  });
});
