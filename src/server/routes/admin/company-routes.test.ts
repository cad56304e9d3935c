// The company's details over the API, on both databases: an admin saves them (checked, audited, the same again
// changes nothing), a manager reads them, an agent cannot change them, and every tablet reads them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { companyChangeSchema, companyResponseSchema } from '#api/company';
import { personChangeSchema } from '#api/people';
import type { CompanyDetails } from '#domain/company/company-details';
import { queryRows } from '../../db/connection';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { testPerson } from '../../testing/sessions';
import { databaseKinds } from '../../testing/test-database';

const DETAILS: CompanyDetails = {
  name: 'Northwind Home Comfort',
  addressLines: ['1200 Prairie Lane, Suite 4', 'Madison, WI 53703'],
  phone: '608-555-0100',
  license: 'License #HIC-0000000',
  licenses: [{ state: 'CA', license: 'CSLB License #1034567' }],
  cancellationAddressLines: ['PO Box 77', 'Madison, WI 53701'],
  cancellationEmail: 'cancel@northwind.example',
  branches: [{ name: 'Fresno', addressLines: ['88 Olive Avenue', 'Fresno, CA 93728'], phone: '559-555-0140' }],
};

describe.each(databaseKinds())("the company's details, on %s", (kind) => {
  let h: ContractsApi;
  let manager: string;
  let admin: string;

  beforeAll(async () => {
    h = await startContractsApi(kind);
    manager = (await testPerson(h.database.db, 'maria.manager@example.com', 'manager')).authorization;
    admin = (await testPerson(h.database.db, 'ada.admin@example.com', 'admin')).authorization;
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.dispose();
  });

  const call = (method: 'GET' | 'PUT', url: string, authorization: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('has none until the office saves them: the tablets keep their build settings', async () => {
    const res = await call('GET', '/api/company', h.authorization);
    expect(companyResponseSchema.parse(res.json())).toEqual({ company: null, updatedAt: null });
  });

  it('lets an admin save them, audited once; a manager reads them and an agent cannot change them', async () => {
    for (const who of [h.authorization, manager]) {
      const refused = await call('PUT', '/api/admin/company', who, DETAILS);
      expect(refused.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/company', h.authorization)).statusCode).toBe(403);
    const saved = await call('PUT', '/api/admin/company', admin, {
      ...DETAILS,
      licenses: [{ state: 'ca', license: 'CSLB License #1034567' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(companyChangeSchema.parse(saved.json())).toEqual({ company: DETAILS, changed: true });
    expect(companyChangeSchema.parse((await call('PUT', '/api/admin/company', admin, DETAILS)).json()).changed).toBe(
      false,
    );
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      h.database.db,
      sql`select action, before, after from audit_log where subject = 'company'`,
    );
    expect(audit).toEqual([{ action: 'company.change', before: null, after: DETAILS }]);
    expect(companyResponseSchema.parse((await call('GET', '/api/admin/company', manager)).json()).company).toEqual(
      DETAILS,
    );
    expect(companyResponseSchema.parse((await call('GET', '/api/company', h.authorization)).json()).company).toEqual(
      DETAILS,
    );
  });

  it('refuses details a contract could not print, saying which', async () => {
    const res = await call('PUT', '/api/admin/company', admin, {
      ...DETAILS,
      name: ' ',
      licenses: [
        { state: 'California', license: '1' },
        { state: 'MD', license: '2' },
      ],
      cancellationEmail: 'not an address',
    });
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(JSON.stringify(error.details)).toContain('the company name is needed');
    expect(JSON.stringify(error.details)).toContain('a state is its two letters, such as CA');
    expect(JSON.stringify(error.details)).toContain('an email address such as cancel@example.com');
  });

  it('reads details saved before branches as having none, and puts people in a branch the company has', async () => {
    const { branches: _none, ...older } = DETAILS;
    const saved = await call('PUT', '/api/admin/company', admin, older);
    expect(companyChangeSchema.parse(saved.json()).company.branches).toEqual([]);
    const rosa = await testPerson(h.database.db, 'rosa.branch@example.com', 'agent');
    const put = (branch: string | null) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/admin/people/${rosa.id}/branch`,
        headers: { authorization: admin },
        payload: { branch },
      });
    const refused = await put('Fresno');
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).error.message).toBe(
      "The company has no branches yet: add 'Fresno' on the Company screen first.",
    );
    await call('PUT', '/api/admin/company', admin, DETAILS);
    expect(apiErrorSchema.parse((await put('Fresn0')).json()).error.message).toBe(
      "'Fresn0' is not a branch of the company: Fresno.",
    );
    const moved = await put('Fresno');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(personChangeSchema.parse(moved.json()).person.branch).toBe('Fresno');
    const audit = await queryRows<{ before: unknown; after: unknown }>(
      h.database.db,
      sql`select before, after from audit_log where action = 'user.branch'`,
    );
    expect(audit).toEqual([{ before: { branch: null }, after: { branch: 'Fresno' } }]);
  });
});
