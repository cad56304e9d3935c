// Signed versions in the cloud: the server recomputes both hashes and refuses
// a record or a PDF changed on the way (422, codes of their own), keeps a
// version once with its email, answers a retry with the same receipt, and
// never lets a row change. It is no relay for the company's email: only a
// contract the cloud holds as it was signed, by someone who may change it,
// with one address per field and a real PDF, at most 40 a day per agent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#api/error';
import { signedListResponseSchema, signedReceiptSchema } from '#api/signed-contract-schema';
import { setCouponEndsOn } from '#domain/contract/honest-offer';
import { setCouponAmount, setCouponTitle, setDeposit } from '#domain/contract/values';
import { recalculate } from '#domain/contract/totals';
import { rulesFor } from '#domain/legal/state-law';
import { sealRecord } from '#domain/signing/sign-contract';
import type { NoticeInitials } from '#domain/signing/signed-record';
import { createAgent } from '../../auth/users';
import { queryRows } from '../../db/connection';
import { DEMO_AGENT } from '../../db/seed';
import { startContractsApi, type ContractsApi } from '../../testing/contracts-api';
import { signedContentOf } from '#domain/testing/signing';
import { pdfOf, signedPushFor, signedRecordFor, syncSignedContract } from '../../testing/signed';
import { testAccessToken } from '../../testing/sessions';
import { testConfig } from '../../testing/test-config';
import { databaseKinds } from '../../testing/test-database';

const RECEIVED = Date.UTC(2026, 10, 24, 18, 30);

describe.each(databaseKinds())('signed contracts on %s', (kind) => {
  let h: ContractsApi;

  beforeAll(async () => {
    h = await startContractsApi(kind, () => new Date(RECEIVED));
  });

  /** A signed record of its own, its contract synced first by Jane, as her tablet does. */
  async function signedAndSynced(label: string) {
    const record = signedRecordFor(label);
    await syncSignedContract(h.database.db, record, h.jane.Id);
    return record;
  }
  afterAll(async () => {
    await h.app.close();
    await h.database.dispose();
  });

  const push = (contractId: string, body: unknown, authorization = h.authorization) =>
    h.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/signed`,
      headers: { authorization },
      payload: body as Record<string, unknown>,
    });
  const count = async (table: 'signed_contracts' | 'email_outbox') =>
    (await queryRows<{ n: number }>(h.database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n;

  it('keeps a signed version with the time it arrived, and its email to the customer with the agent in copy', async () => {
    const record = await signedAndSynced('S1');
    const response = await push(record.contract.ContractId, signedPushFor(record));
    expect(response.statusCode).toBe(201);
    const receipt = signedReceiptSchema.parse(response.json());
    expect(receipt).toMatchObject({
      contractId: record.contract.ContractId,
      contentHash: record.contentHash,
      receivedAt: new Date(RECEIVED).toISOString(),
      signedAt: '2026-11-24T15:05:00.000Z',
    });
    expect(receipt.emails).toEqual([
      { recipient: 'customer', to: 'maria@example.com', status: 'waiting', sentAt: null, attempts: 0, lastError: null },
      {
        // The agent's copy goes to the address the cloud has for the agent, whatever the record says.
        recipient: 'agent',
        to: DEMO_AGENT.email,
        status: 'waiting',
        sentAt: null,
        attempts: 0,
        lastError: null,
      },
    ]);
    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${record.contract.ContractId}/signed`,
      headers: { authorization: h.authorization },
    });
    expect(signedListResponseSchema.parse(listed.json()).items).toEqual([receipt]);
  });

  it('answers a retry with the same receipt and keeps nothing twice', async () => {
    const record = await signedAndSynced('S2');
    const [signedBefore, mailBefore] = [await count('signed_contracts'), await count('email_outbox')];
    const first = await push(record.contract.ContractId, signedPushFor(record));
    const again = await push(record.contract.ContractId, signedPushFor(record));
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await count('signed_contracts')).toBe((signedBefore ?? 0) + 1);
    expect(await count('email_outbox')).toBe((mailBefore ?? 0) + 1);
  });

  it('refuses a record changed after it was signed, and keeps nothing', async () => {
    const record = await signedAndSynced('S3');
    const changed = { ...record, agentPhone: '555-0000' };
    const response = await push(record.contract.ContractId, signedPushFor(changed, pdfOf(record)));
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('SIGNED_CONTENT_MISMATCH');
    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${record.contract.ContractId}/signed`,
      headers: { authorization: h.authorization },
    });
    expect(listed.json()).toEqual({ items: [] });
  });

  it('refuses a PDF changed on the way', async () => {
    const record = await signedAndSynced('S4');
    const body = { ...signedPushFor(record), pdf: Buffer.from(pdfOf(record, 'changed')).toString('base64') };
    const response = await push(record.contract.ContractId, body);
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('SIGNED_PDF_MISMATCH');
  });

  it('keeps the first PDF of a signed version; another one for the same content is refused', async () => {
    const record = await signedAndSynced('S5');
    expect((await push(record.contract.ContractId, signedPushFor(record))).statusCode).toBe(201);
    const other = pdfOf(record, 'another rendering');
    const response = await push(record.contract.ContractId, signedPushFor(record, other));
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('SIGNED_VERSION_EXISTS');
  });

  it('refuses a record of another contract than the address names, and a push without sign-in', async () => {
    const record = await signedAndSynced('S6');
    expect((await push('S7xxxxxxxxxx', signedPushFor(record))).statusCode).toBe(400);
    expect((await push(record.contract.ContractId, signedPushFor(record), '')).statusCode).toBe(401);
  });

  it('refuses a signed record without the buyer or the agent', async () => {
    const record = await signedAndSynced('S8');
    const buyerOnly = sealRecord({ ...record, signatures: record.signatures.filter((s) => s.role === 'buyer') });
    const response = await push(record.contract.ContractId, signedPushFor(buyerOnly));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('signatures of its buyer and its agent');
  });

  it('refuses initials a tablet would never send: a notice that is not named by an id, initials of 9 letters', async () => {
    const record = await signedAndSynced('S7');
    const at = record.consent.givenAt;
    const kept = await count('signed_contracts');
    const cases: [NoticeInitials[], string][] = [
      [[{ notice: '../etc', initials: 'LC', at }], 'record.acknowledgments.0.notice'],
      [[{ notice: 'right-to-cancel-acknowledgment', initials: 'ABCDEFGHI', at }], 'record.acknowledgments.0.initials'],
      [[{ notice: 'right-to-cancel-acknowledgment', initials: 'LC', at: 'yesterday' }], 'record.acknowledgments.0.at'],
    ];
    for (const [acknowledgments, field] of cases) {
      const response = await push(
        record.contract.ContractId,
        signedPushFor(sealRecord({ ...record, acknowledgments })),
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect(await count('signed_contracts')).toBe(kept);
  });

  it("keeps a copy signed without the initials its state's notices ask for, and tells the office once", async () => {
    const { contentHash: _signedHash, ...record } = await signedAndSynced('S11');
    const at = record.consent.givenAt;
    const flags = async () =>
      queryRows<{ kind: string; message: string }>(
        h.database.db,
        sql`SELECT kind, message FROM contract_flags WHERE contract_id = ${record.contract.ContractId}`,
      );
    const initialed = sealRecord({
      ...record,
      rules: rulesFor('MD'),
      acknowledgments: [{ notice: 'right-to-cancel-acknowledgment', initials: 'MK', at }],
    });
    expect((await push(record.contract.ContractId, signedPushFor(initialed))).statusCode).toBe(201);
    expect(await flags()).toEqual([]);

    const bare = sealRecord({ ...record, rules: rulesFor('MD') });
    expect((await push(record.contract.ContractId, signedPushFor(bare))).statusCode).toBe(201);
    expect((await push(record.contract.ContractId, signedPushFor(bare))).statusCode).toBe(200);
    expect(await flags()).toEqual([
      {
        kind: 'notices-not-initialed',
        message:
          'Signed without the buyer\'s initials on "Acknowledgment of the buyer\'s right to cancel", which Maryland ' +
          'law asks the buyer to initial.',
      },
    ]);
  });

  it('keeps a copy signed with a coupon past its last day and tells the office; the day itself is fine (decision 059)', async () => {
    const flags = async (contractId: string) =>
      queryRows<{ kind: string; message: string }>(
        h.database.db,
        sql`SELECT kind, message FROM contract_flags WHERE contract_id = ${contractId}`,
      );
    /** Signed in Chicago on Tuesday, November 24, 2026, with $100 off "Fall savings" through `endsOn`. */
    async function signedWithCoupon(label: string, endsOn: string) {
      const { contract } = signedRecordFor(label);
      const values = setCouponAmount(setCouponTitle(contract.Values, 'Fall savings'), 100);
      const offered = { ...contract, Values: { ...values, Coupon: setCouponEndsOn(values.Coupon, endsOn) } };
      const record = sealRecord(signedContentOf(offered));
      await syncSignedContract(h.database.db, record, h.jane.Id);
      expect((await push(record.contract.ContractId, signedPushFor(record))).statusCode).toBe(201);
      return record.contract.ContractId;
    }
    const onItsLastDay = await signedWithCoupon('S12', '2026-11-24');
    expect(await flags(onItsLastDay)).toEqual([]);
    const [stored] = await queryRows<{ coupon_ends_on: string }>(
      h.database.db,
      sql`SELECT coupon_ends_on::text FROM contracts WHERE legacy_id = ${onItsLastDay}`,
    );
    expect(stored?.coupon_ends_on).toBe('2026-11-24');

    const theDayAfter = await signedWithCoupon('S13', '2026-11-23');
    expect(await flags(theDayAfter)).toEqual([
      {
        kind: 'offer-ended',
        message:
          'Signed on 2026-11-24 with a coupon the tablet would have refused. ' +
          'The coupon “Fall savings” ended on Monday, November 23, 2026.',
      },
    ]);
  });

  it('keeps a copy signed at a rate its price book never had and tells the office which (decision 059)', async () => {
    const [book] = await queryRows<{ version: number }>(
      h.database.db,
      sql`SELECT max(version)::int AS version FROM price_book_versions`,
    );
    /** Every project priced from the newest book, A1-02's line at `rate`. */
    async function signedAt(label: string, rate?: number) {
      const { contract } = signedRecordFor(label);
      const priced = recalculate({
        ...contract,
        Goals: contract.Goals.map((goal) => ({
          ...goal,
          Projects: goal.Projects.map((project) => ({
            ...project,
            PriceBook: book!.version,
            Calculations: project.Calculations.map((line) =>
              project.Wsid === 'A1-02' && rate !== undefined ? { ...line, Rate: rate } : line,
            ),
          })),
        })),
      });
      const record = sealRecord(signedContentOf(priced));
      await syncSignedContract(h.database.db, record, h.jane.Id);
      expect((await push(record.contract.ContractId, signedPushFor(record))).statusCode).toBe(201);
      return queryRows<{ kind: string; message: string }>(
        h.database.db,
        sql`SELECT kind, message FROM contract_flags WHERE contract_id = ${record.contract.ContractId}`,
      );
    }
    expect(await signedAt('S14')).toEqual([]);
    expect(await signedAt('S15', 2.5)).toEqual([
      {
        kind: 'off-price-book',
        message: `Signed with a rate not in the price book: #A1-02 Blown cellulose to R-49 at $2.50 (price book ${book!.version}: $1.70).`,
      },
    ]);
  });

  it('never changes or removes a kept signed version, whatever asks', async () => {
    const record = await signedAndSynced('S9');
    await push(record.contract.ContractId, signedPushFor(record));
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'done',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(
      await refusal(
        h.database.db.execute(
          sql`UPDATE signed_contracts SET pdf_hash = 'x' WHERE content_hash = ${record.contentHash}`,
        ),
      ),
    ).toMatch(/never changed or removed/);
    expect(
      await refusal(
        h.database.db.execute(sql`DELETE FROM signed_contracts WHERE content_hash = ${record.contentHash}`),
      ),
    ).toMatch(/never changed or removed/);
    const [kept] = await queryRows<{ pdf_hash: string }>(
      h.database.db,
      sql`SELECT pdf_hash FROM signed_contracts WHERE content_hash = ${record.contentHash}`,
    );
    expect(kept?.pdf_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps a signed version whatever later copies of the contract replace each other, and adds the next signed version beside it', async () => {
    const first = signedRecordFor('S10');
    const id = first.contract.ContractId;
    const put = (contract: unknown, baseVersion: number | null) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/contracts/${id}`,
        headers: { authorization: h.authorization },
        payload: { contract, baseVersion } as Record<string, unknown>,
      });
    expect((await put(first.contract, null)).statusCode).toBe(200);
    const firstReceipt = signedReceiptSchema.parse((await push(id, signedPushFor(first))).json());
    // A change signed again (dated and saved at that signature) reaches the cloud as version 2.
    const second = sealRecord(signedContentOf({ ...first.contract, Values: setDeposit(first.contract.Values, 500) }));
    expect((await put(second.contract, 1)).statusCode).toBe(200);
    // Another tablet keeps its own copy over it: the cloud's contract changes again.
    expect((await put({ ...first.contract, Description: 'From the other tablet' }, 2)).statusCode).toBe(200);

    expect((await push(id, signedPushFor(second))).statusCode).toBe(201);
    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/contracts/${id}/signed`,
      headers: { authorization: h.authorization },
    });
    const items = signedListResponseSchema.parse(listed.json()).items;
    expect(items.map((item) => item.contentHash)).toEqual([first.contentHash, second.contentHash]);
    expect(items[0]).toEqual(firstReceipt);
  });

  describe("no relay for the company's email", () => {
    const outbox = () => count('email_outbox');

    it('refuses more than one address in an email field, and writes no email', async () => {
      const record = await signedAndSynced('R1');
      const before = await outbox();
      for (const email of ['v1@evil.test, v2@evil.test,\r\nBcc: hidden@evil.test;', 'Maria <maria@example.com>']) {
        const listed = sealRecord({ ...record, consent: { ...record.consent, email } });
        const response = await push(record.contract.ContractId, signedPushFor(listed));
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).error.message).toBe(
          'The email for the signed copy is not one email address: a signed copy goes to one address.',
        );
      }
      expect(await outbox()).toBe(before);
    });

    it('refuses a file that is not a PDF, however its hash matches', async () => {
      const record = await signedAndSynced('R2');
      const text = new TextEncoder().encode('This is a text file, not a contract.');
      const response = await push(record.contract.ContractId, signedPushFor(record, text));
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json()).error).toMatchObject({ code: 'NOT_A_PDF' });
      const headerOnly = new TextEncoder().encode('%PDF-1.7 but nothing that opens\n%%EOF\n');
      expect((await push(record.contract.ContractId, signedPushFor(record, headerOnly))).statusCode).toBe(422);
      expect(await count('signed_contracts')).not.toBe(undefined);
    });

    it('refuses a contract the cloud has never seen (404) and one not synced as it was signed (409), with no email', async () => {
      const before = await outbox();
      const ghost = signedRecordFor('GHOST1');
      const unknown = await push(ghost.contract.ContractId, signedPushFor(ghost));
      expect(unknown.statusCode).toBe(404);
      const record = await signedAndSynced('R3');
      const other = sealRecord(
        signedContentOf({ ...record.contract, Values: setDeposit(record.contract.Values, 2500) }),
      );
      const notSynced = await push(record.contract.ContractId, signedPushFor(other));
      expect(notSynced.statusCode).toBe(409);
      expect(apiErrorSchema.parse(notSynced.json()).error).toMatchObject({ code: 'SIGNED_NOT_SYNCED' });
      expect(await outbox()).toBe(before);
    });

    it("refuses a colleague's signed copy of a contract they may not change (403)", async () => {
      const record = await signedAndSynced('R4');
      const bobId = await createAgent(h.database.db, {
        email: 'bob.signer@example.com',
        password: 'a long enough password',
        first: 'Bob',
        last: 'Signer',
      });
      const bob = await testAccessToken(h.database.db, testConfig().jwtSecret, {
        id: bobId,
        email: 'bob.signer@example.com',
      });
      const response = await push(record.contract.ContractId, signedPushFor(record), `Bearer ${bob}`);
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('FORBIDDEN');
    });

    it('answers 429 after 40 signed versions from one agent in a day; a retry of one already kept still answers', async () => {
      const record = await signedAndSynced('R5');
      const kept = await push(record.contract.ContractId, signedPushFor(record));
      expect(kept.statusCode).toBe(201);
      // 39 more kept today by Jane, as rows: with this one, 40.
      await h.database.db.execute(sql`insert into signed_contracts
        (content_hash, contract_id, pdf_hash, record, pdf, signed_at, received_at, received_by)
        select md5(g::text) || md5(g::text), 'BULK', 'x', '{}'::jsonb, '\\x00'::bytea, now(), ${new Date(RECEIVED - 3600_000).toISOString()}::timestamptz, ${h.jane.Id}::uuid
        from generate_series(1, 39) g`);
      const next = await signedAndSynced('R6');
      const refused = await push(next.contract.ContractId, signedPushFor(next));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect((await push(record.contract.ContractId, signedPushFor(record))).statusCode).toBe(200);
    });
  });
});
