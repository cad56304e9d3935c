// @vitest-environment jsdom
import { getStateRules } from '#api/endpoints/state-rules-endpoints';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import { deviceLawAsShown, deviceSaleLaw } from './state-rules';
import { EARLIER_BUNDLED_FILES } from '#domain/legal/state-rules/earlier-rules';
import { stateRulesSchema } from '#domain/legal/state-rules/rules-schema';
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Contract, WorkScope } from '#domain/contract/model';
import { markChanged, markSynced } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { deleteContract, getContract, saveContract } from '../storage/contract-storage';
import { AUTH_REQUIRED, SYNC_FAILED_MESSAGE } from './contract-sync-messages';
import { isAwaitingDecision, keepDeviceCopy, syncAllPending, syncContract, takeCloudCopy } from './contract-sync';
import { onContractSynced } from './contract-sync-events';
import type { SyncOutcome } from './contract-sync-outcome';
import { useSessionStore } from './session-store';
import { onTheWire } from '#api/contract-schema';
import { refreshSession } from '#api/endpoints/auth-endpoints';
import { listMyCancellations, pushContract } from '#api/endpoints/contract-endpoints';
import { listFinancingPlans } from '#api/endpoints/catalogue-endpoints';
import { getCompany } from '#api/endpoints/company-endpoints';
import { getPriceBook } from '#api/endpoints/price-book-endpoints';
import fixture from '#domain/catalogue/starter-catalogue.json';
import { useCatalogueStore } from './catalogue-download';
import type { CompanyDetails } from '#domain/company/company-details';
import { useCancellationsStore } from './cancellations';
import { currentSeller } from './company';
import { useFinancingPlansStore } from './financing-plans';
import { readMeta } from '../storage/meta-storage';
import {
  accessToken,
  answer,
  apiError,
  at,
  fakeServer,
  json,
  noConnection,
  resetSession,
  sessionBody,
  type RecordedRequest,
} from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';

const ID = 'K7Q2M9X4B1ZP';
const PUT = at(pushContract, { contractId: ID });
const RERATED_PLAN = { id: 5, code: 'DEL2689', term: 60, apr: 9.49, visible: true };
const SYNCED_AT = '2026-11-22T10:00:00.000Z';
const CLOUD_SYNCED_AT = '2026-11-22T09:00:00.000Z';

function pending(patch: Partial<Contract> = {}): Contract {
  return markChanged({ ...handWorkedContract(), ...patch });
}

function syncedAnswer(version: number, contractId = ID): Response {
  return answer(pushContract, 200, { contractId, version, syncedAt: SYNCED_AT });
}

function sentBody(request: RecordedRequest | undefined): { contract: Contract; baseVersion: number | null } {
  return JSON.parse(request?.body ?? 'null') as { contract: Contract; baseVersion: number | null };
}

function cloudCopy(): Contract {
  return markSynced({ ...handWorkedContract(), Description: 'Whole house, from the office' }, 4, CLOUD_SYNCED_AT);
}

function conflictAnswer(cloud: Contract = cloudCopy(), version = 4): Response {
  return answer(pushContract, 409, {
    error: {
      code: 'CONFLICT',
      message: 'The cloud has a newer version of this contract.',
      details: { cloud: { contract: onTheWire(cloud), version, syncedAt: CLOUD_SYNCED_AT } },
    },
  });
}

/** A 409 whose cloud copy is not the shape this release's server sends: older, or not a contract at all. */
function strangeConflictAnswer(cloud: unknown, version = 4): Response {
  return json(
    {
      error: {
        code: 'CONFLICT',
        message: 'The cloud has a newer version of this contract.',
        details: { cloud: { contract: cloud, version, syncedAt: CLOUD_SYNCED_AT } },
      },
    },
    409,
  );
}

function expectKind<K extends SyncOutcome['kind']>(outcome: SyncOutcome, kind: K): Extract<SyncOutcome, { kind: K }> {
  expect(outcome.kind).toBe(kind);
  return outcome as Extract<SyncOutcome, { kind: K }>;
}

eachTestOnANewTablet({ signedIn: true });

const COMPANY_DETAILS: CompanyDetails = {
  name: 'Golden State Comfort',
  addressLines: ['1 Market St', 'San Francisco, CA 94105'],
  phone: '415-555-0100',
  license: 'License #HIC-0000000',
  licenses: [{ state: 'CA', license: 'CSLB License #1034567' }],
  cancellationAddressLines: [],
  cancellationEmail: '',
  branches: [],
};

const BUNDLED_MARYLAND = BUNDLED_RULES.find((rules) => rules.state === 'MD')!;
const MARYLAND_V2 = {
  ...BUNDLED_MARYLAND,
  version: BUNDLED_MARYLAND.version + 1,
  cancellation: { ...BUNDLED_MARYLAND.cancellation, businessDays: 6 },
};
/** Maryland's first rules file, as the cloud serves it among the versions no longer in force. */
const MARYLAND_V1 = stateRulesSchema.parse(
  EARLIER_BUNDLED_FILES.find((file) => (file as { state: string }).state === 'MD'),
);

describe('syncContract', () => {
  it('sends the whole contract once and marks the device copy synced', async () => {
    const stored = pending();
    await saveContract(stored);
    const server = fakeServer().on(PUT, syncedAnswer(1));
    const heard: [Contract, string][] = [];
    onContractSynced((contract, source) => heard.push([contract, source]));

    const outcome = await syncContract(ID);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.get('authorization')).toBe(`Bearer ${accessToken(1)}`);
    expect(sentBody(server.requests[0])).toEqual({ contract: stored, baseVersion: null });
    const expected = markSynced(stored, 1, SYNCED_AT);
    expect(outcome).toEqual({ kind: 'synced', contract: expected });
    expect(await getContract(ID)).toEqual({ ...expected, Changed: false, ServerVersion: 1, SyncDate: SYNCED_AT });
    expect(heard).toEqual([[expected, 'push']]);
  });

  it('sends nothing the cloud would refuse for its size, and says what to shorten', async () => {
    const stored = { ...pending(), Notes: 'n'.repeat(5001) };
    await saveContract(stored);
    const server = fakeServer().on(PUT, syncedAnswer(1));

    const outcome = expectKind(await syncContract(ID), 'refused');

    expect(server.requests).toHaveLength(0);
    expect(outcome.message).toBe(
      'This contract cannot be synced as it is: Notes has more than 5,000 characters. Shorten it and save again.',
    );
    expect(await getContract(ID)).toEqual(stored);
  });

  it('names where a problem is, counting goals and projects from 1', async () => {
    const contract = pending();
    const [goal] = contract.Goals;
    const project = goal!.Projects[1]!;
    const long = { ...goal!, Projects: [goal!.Projects[0]!, { ...project, TreatmentNotes: 't'.repeat(5001) }] };
    await saveContract({ ...contract, Goals: [long, ...contract.Goals.slice(1)] });
    fakeServer().on(PUT, syncedAnswer(1));

    const outcome = expectKind(await syncContract(ID), 'refused');

    expect(outcome.message).toContain('Goals 1, Projects 2, TreatmentNotes has more than 5,000 characters');
  });

  it('sends the version it last synced as baseVersion', async () => {
    await saveContract(markChanged(markSynced(handWorkedContract(), 3, CLOUD_SYNCED_AT)));
    const server = fakeServer().on(PUT, syncedAnswer(4));

    await syncContract(ID);

    expect(sentBody(server.requests[0]).baseVersion).toBe(3);
    expect((await getContract(ID))?.ServerVersion).toBe(4);
  });

  it('sends nothing while the device is offline, and the contract stays pending', async () => {
    await saveContract(pending());
    const server = fakeServer().on(PUT, syncedAnswer(1));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const outcome = expectKind(await syncContract(ID), 'offline');

    expect(outcome.message.startsWith(SYNC_FAILED_MESSAGE)).toBe(true);
    expect(outcome.message).toContain('offline');
    expect(server.requests).toHaveLength(0);
    expect((await getContract(ID))?.Changed).toBe(true);
  });

  it('sends nothing when signed out', async () => {
    resetSession();
    useSessionStore.setState({ status: 'signed-out' });
    await saveContract(pending());
    const server = fakeServer().on(PUT, syncedAnswer(1));

    expect(await syncContract(ID)).toEqual({ kind: 'signed-out' });
    expect(server.requests).toHaveLength(0);
    expect(AUTH_REQUIRED).toEqual({ title: 'Authentication Required', text: 'You must sign in before you can sync.' });
  });

  it('answers missing for a contract not on the device', async () => {
    const server = fakeServer().on(PUT, syncedAnswer(1));
    expect(await syncContract(ID)).toEqual({ kind: 'missing' });
    expect(server.requests).toHaveLength(0);
  });

  it('tells a network failure and leaves the contract pending, exactly as it was', async () => {
    const stored = pending();
    await saveContract(stored);
    fakeServer().on(PUT, noConnection());

    const outcome = await syncContract(ID);

    expect(outcome).toEqual({ kind: 'offline', message: `${SYNC_FAILED_MESSAGE}. The server cannot be reached.` });
    expect(await getContract(ID)).toEqual(stored);
  });

  it('tells a server error with its reason, and the contract stays pending', async () => {
    const stored = pending();
    await saveContract(stored);
    fakeServer().on(PUT, apiError(503, 'SERVICE_UNAVAILABLE', 'The database is being upgraded.'));

    const outcome = await syncContract(ID);

    expect(outcome).toEqual({ kind: 'offline', message: `${SYNC_FAILED_MESSAGE}. The database is being upgraded.` });
    expect(await getContract(ID)).toEqual(stored);
  });

  it("refuses with the office's reason, and no conflict, a contract whose cancellation the office recorded", async () => {
    const stored = pending();
    await saveContract(stored);
    const message =
      "The office recorded the customer's cancellation of this contract (notice dated 2026-11-25): it takes no more " +
      'changes. A new sale is a new contract.';
    fakeServer().on(
      PUT,
      answer(pushContract, 409, {
        error: { code: 'CONTRACT_CANCELLED', message, details: { noticeDate: '2026-11-25' } },
      }),
    );

    const outcome = await syncContract(ID);

    expect(outcome).toEqual({ kind: 'refused', message });
    expect(await getContract(ID)).toEqual(stored);
  });

  it("passes on a 400's reason and the problems its message does not name", async () => {
    const stored = pending();
    await saveContract(stored);
    fakeServer().on(
      PUT,
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            details: [
              { path: 'contract.Customer.Email', message: 'Too big: expected string to have <=320 characters' },
              { path: 'contract.Notes', message: 'Too big: expected string to have <=5000 characters' },
            ],
          },
        },
        400,
      ),
    );

    expect(await syncContract(ID)).toEqual({
      kind: 'refused',
      message:
        'The request is not valid. contract.Customer.Email: Too big: expected string to have <=320 characters; contract.Notes: Too big: expected string to have <=5000 characters',
    });
    expect(await getContract(ID)).toEqual(stored);
  });

  it("keeps a colleague's contract on the device as it is and says whose it is when the cloud refuses the change (403)", async () => {
    const stored = pending();
    await saveContract(stored);
    const whose =
      "This contract is Jane Demo's: you may open it, not change it. Ask your office to assign it to you; your changes stay on this tablet.";
    fakeServer().on(PUT, answer(pushContract, 403, { error: { code: 'FORBIDDEN', message: whose } }));

    expect(await syncContract(ID)).toEqual({ kind: 'refused', message: whose });
    expect(await getContract(ID)).toEqual(stored);
  });

  it("keeps a 400's message alone when it already names the problems", async () => {
    await saveContract(pending());
    const problem = { path: 'Values.Total', message: 'Values.Total is 7821 but the goals add up to 7820' };
    fakeServer().on(
      PUT,
      json({ error: { code: 'VALIDATION_FAILED', message: problem.message, details: [problem] } }, 400),
    );

    expect(await syncContract(ID)).toEqual({ kind: 'refused', message: problem.message });
  });

  it('refreshes the session once on a 401 and sends again', async () => {
    await saveContract(pending());
    const server = fakeServer()
      .on(PUT, apiError(401, 'UNAUTHORIZED', 'Expired.'), syncedAnswer(1))
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));

    const outcome = await syncContract(ID);

    expect(outcome.kind).toBe('synced');
    expect(server.to(PUT).map((request) => request.headers.get('authorization'))).toEqual([
      `Bearer ${accessToken(1)}`,
      `Bearer ${accessToken(2)}`,
    ]);
    expect((await getContract(ID))?.ServerVersion).toBe(1);
  });

  it('answers signed-out when the server refuses the refreshed session too', async () => {
    await saveContract(pending());
    const server = fakeServer()
      .on(PUT, apiError(401, 'UNAUTHORIZED', 'Expired.'))
      .on(at(refreshSession), answer(refreshSession, 200, sessionBody(2)));

    expect(await syncContract(ID)).toEqual({ kind: 'signed-out' });
    expect(server.to(PUT)).toHaveLength(2);
    expect((await getContract(ID))?.Changed).toBe(true);
  });

  it('answers signed-out when the session has ended', async () => {
    await saveContract(pending());
    fakeServer()
      .on(PUT, apiError(401, 'UNAUTHORIZED', 'Expired.'))
      .on('POST /api/auth/refresh', apiError(401, 'UNAUTHORIZED', 'Your session has ended.'));

    expect(await syncContract(ID)).toEqual({ kind: 'signed-out' });
    expect(useSessionStore.getState().status).toBe('signed-out');
  });

  it('keeps what the agent typed while the request was on its way, and leaves it pending on top of the new version', async () => {
    const stored = pending();
    await saveContract(stored);
    const typed = { ...stored, Description: 'Typed while syncing' };
    const server = fakeServer().on(PUT, async () => {
      await saveContract(typed);
      return syncedAnswer(1);
    });

    const outcome = expectKind(await syncContract(ID), 'synced');

    const onDevice = await getContract(ID);
    expect(onDevice).toEqual({ ...typed, ServerVersion: 1, SyncDate: SYNCED_AT, Changed: true });
    expect(outcome.contract).toEqual(onDevice);

    // The next sync sends the new text on top of the version just synced.
    server.on(PUT, syncedAnswer(2));
    await syncContract(ID);
    expect(sentBody(server.to(PUT)[1])).toMatchObject({
      baseVersion: 1,
      contract: { Description: 'Typed while syncing' },
    });
    expect(await getContract(ID)).toMatchObject({ ServerVersion: 2, Changed: false });
  });

  it('does not bring back a contract deleted while it was being synced', async () => {
    await saveContract(pending());
    fakeServer().on(PUT, async () => {
      await deleteContract(ID);
      return syncedAnswer(1);
    });

    expect(await syncContract(ID)).toEqual({ kind: 'missing' });
    expect(await getContract(ID)).toBeNull();
  });

  it('shares one request between two presses', async () => {
    await saveContract(pending());
    const server = fakeServer().on(PUT, syncedAnswer(1));

    const [first, second] = await Promise.all([syncContract(ID), syncContract(ID)]);

    expect(server.requests).toHaveLength(1);
    expect(second).toBe(first);
  });
});

describe('conflicts', () => {
  it('hands both copies and what differs to the agent, and changes nothing on the device', async () => {
    const stored = pending();
    await saveContract(stored);
    fakeServer().on(PUT, conflictAnswer());

    const outcome = expectKind(await syncContract(ID), 'conflict');

    expect(outcome.device).toEqual(stored);
    expect(outcome.cloud).toEqual(cloudCopy());
    expect(outcome.cloudVersion).toBe(4);
    expect(outcome.differences).toContainEqual({
      field: 'Description',
      device: '(none)',
      cloud: 'Whole house, from the office',
    });
    expect(outcome.differences.map((difference) => difference.field)).toContain('Last synced');
    expect(await getContract(ID)).toEqual(stored);
    expect(isAwaitingDecision(ID)).toBe(true);
  });

  it('keeping the device copy pushes it on top of the cloud version', async () => {
    const stored = pending();
    await saveContract(stored);
    const server = fakeServer().on(PUT, conflictAnswer(), syncedAnswer(5));
    const conflict = expectKind(await syncContract(ID), 'conflict');

    const outcome = await keepDeviceCopy(ID, conflict.cloudVersion);

    expect(sentBody(server.to(PUT)[1])).toEqual({ contract: stored, baseVersion: 4 });
    expect(outcome).toEqual({ kind: 'synced', contract: markSynced(stored, 5, SYNCED_AT) });
    expect(await getContract(ID)).toEqual(markSynced(stored, 5, SYNCED_AT));
    expect(isAwaitingDecision(ID)).toBe(false);
  });

  it('taking the cloud copy saves it on the device as synced at its version', async () => {
    await saveContract(pending());
    fakeServer().on(PUT, conflictAnswer());
    const conflict = expectKind(await syncContract(ID), 'conflict');
    const heard: string[] = [];
    onContractSynced((contract, source) => heard.push(`${source} ${contract.Description}`));

    const taken = await takeCloudCopy(conflict.cloud, conflict.cloudVersion);

    expect(taken).toEqual(cloudCopy());
    expect(await getContract(ID)).toEqual({
      ...cloudCopy(),
      ServerVersion: 4,
      Changed: false,
      SyncDate: CLOUD_SYNCED_AT,
    });
    expect(heard).toEqual(['cloud-copy Whole house, from the office']);
    expect(isAwaitingDecision(ID)).toBe(false);
  });

  it('reads an older shape of the cloud copy through the upgrade steps', async () => {
    await saveContract(pending());
    const { SchemaVersion: _version, ServerVersion: _server, Changed: _changed, ...older } = cloudCopy();
    fakeServer().on(PUT, strangeConflictAnswer(older));

    const outcome = expectKind(await syncContract(ID), 'conflict');

    expect(outcome.cloud).toEqual(cloudCopy());
  });

  it('refuses with a reason when the cloud copy cannot be read', async () => {
    const stored = pending();
    await saveContract(stored);
    fakeServer().on(PUT, strangeConflictAnswer({ not: 'a contract' }));

    const outcome = expectKind(await syncContract(ID), 'refused');

    expect(outcome.message).toMatch(/^The cloud has a newer version of this contract, but this app cannot read it\./);
    expect(await getContract(ID)).toEqual(stored);
  });

  it('is no conflict when the cloud holds the same content: the device copy is marked synced at its version', async () => {
    const stored = pending();
    await saveContract(stored);
    fakeServer().on(PUT, conflictAnswer(markSynced(stored, 4, CLOUD_SYNCED_AT)));

    const outcome = await syncContract(ID);

    expect(outcome).toEqual({ kind: 'synced', contract: markSynced(stored, 4, CLOUD_SYNCED_AT) });
  });
});

const fixtureScopes = fixture as WorkScope[];
const TODAYS_BOOK = { version: 1, effectiveOn: '2020-01-01', note: '', scopes: fixtureScopes };
const BOOK_DUE = { version: 2, effectiveOn: '2099-12-01', note: 'New year, new prices', scopes: fixtureScopes };

describe('syncAllPending', () => {
  const OTHER = 'B00000000001';
  const THIRD = 'C00000000001';

  it("pushes only the contracts with changes not synced, then takes the office's price books, plans, cancellations, company and state rules", async () => {
    await saveContract(pending());
    await saveContract(markSynced({ ...handWorkedContract(), ContractId: OTHER }, 2, CLOUD_SYNCED_AT));
    await saveContract(pending({ ContractId: THIRD }));
    const server = fakeServer()
      .on(PUT, syncedAnswer(1))
      .on(`PUT /api/contracts/${THIRD}`, syncedAnswer(7, THIRD))
      .on(at(getPriceBook, {}), answer(getPriceBook, 200, { versions: [TODAYS_BOOK, BOOK_DUE] }))
      .on(at(listFinancingPlans, {}), answer(listFinancingPlans, 200, { plans: [RERATED_PLAN] }))
      .on(
        at(listMyCancellations, {}),
        answer(listMyCancellations, 200, { cancellations: [{ contractId: OTHER, noticeDate: '2026-11-28' }] }),
      )
      .on(
        at(getCompany, {}),
        answer(getCompany, 200, { company: COMPANY_DETAILS, updatedAt: '2026-11-27T09:00:00.000Z' }),
      )
      .on(
        at(getStateRules, {}),
        answer(getStateRules, 200, { rules: [...BUNDLED_RULES, MARYLAND_V2], earlier: [MARYLAND_V1] }),
      );

    // A tablet that holds work scopes checks for a newer price book.
    useCatalogueStore.setState({ scopes: fixtureScopes, loaded: true });
    const summary = await syncAllPending();

    expect(server.requests.map((request) => request.path)).toEqual([
      ...[`/api/contracts/${THIRD}`, `/api/contracts/${ID}`].sort(),
      '/api/price-book',
      '/api/financing-plans',
      '/api/contracts/cancellations',
      '/api/company',
      '/api/state-rules',
    ]);
    // Counsel's newer Maryland rules reach the tablet, and stay for offline use.
    const maryland = {
      Customer: { ...handWorkedContract().Customer, State: 'MD' },
      Values: handWorkedContract().Values,
    };
    expect(deviceSaleLaw(maryland).rules.version).toBe(3);
    expect(deviceSaleLaw(maryland).rules.cancellation.businessDays).toBe(6);
    expect((await readMeta('stateRules'))?.rules.some((rules) => rules.state === 'MD' && rules.version === 2)).toBe(
      true,
    );
    // A contract saved under Maryland's first rules is printed again under them (decision 083); changed, under those in force.
    expect(deviceLawAsShown({ ...maryland, Rules: 'MD-1' }, false).rules.version).toBe(1);
    expect(deviceLawAsShown({ ...maryland, Rules: 'MD-1' }, true).rules.version).toBe(3);
    expect((await readMeta('stateRules'))?.earlier.map((rules) => `${rules.state}-${rules.version}`)).toEqual(['MD-1']);
    expect(useCatalogueStore.getState()).toMatchObject({
      priceBook: { version: 1, effectiveOn: '2020-01-01' },
      next: { version: 2, effectiveOn: '2099-12-01', note: 'New year, new prices' },
    });
    expect(currentSeller({ Customer: { ...handWorkedContract().Customer, State: 'ca' } }).license).toBe(
      'CSLB License #1034567',
    );
    expect((await readMeta('company'))?.company.name).toBe('Golden State Comfort');
    expect(useCancellationsStore.getState().byContract).toEqual({ [OTHER]: { noticeDate: '2026-11-28' } });
    expect((await readMeta('cancellations'))?.byContract[OTHER]).toEqual({ noticeDate: '2026-11-28' });
    expect(useFinancingPlansStore.getState().plans).toEqual([
      { Id: 5, Code: 'DEL2689', Term: 60, Apr: 9.49, Visible: true },
    ]);
    expect(summary).toMatchObject({ synced: 2, failed: 0, conflicts: 0 });
    expect([...summary.outcomes.keys()].sort()).toEqual([ID, THIRD].sort());
    expect((await getContract(THIRD))?.ServerVersion).toBe(7);
  });

  it('leaves the first download of work scopes to the agent on a tablet that holds none', async () => {
    useCatalogueStore.setState({ scopes: null, loaded: true });
    const server = fakeServer()
      .on(at(getPriceBook, {}), answer(getPriceBook, 200, { versions: [TODAYS_BOOK] }))
      .on(at(listFinancingPlans, {}), answer(listFinancingPlans, 200, { plans: [RERATED_PLAN] }))
      .on(at(listMyCancellations, {}), answer(listMyCancellations, 200, { cancellations: [] }))
      .on(at(getCompany, {}), answer(getCompany, 200, { company: null, updatedAt: null }));

    await syncAllPending();

    expect(server.to(at(getPriceBook, {}))).toHaveLength(0);
    expect(useCatalogueStore.getState().scopes).toBeNull();
  });

  it('counts conflicts and refusals, and goes on after them', async () => {
    await saveContract(pending());
    await saveContract(pending({ ContractId: THIRD }));
    fakeServer()
      .on(PUT, conflictAnswer())
      .on(`PUT /api/contracts/${THIRD}`, apiError(400, 'BAD_REQUEST', 'Ids already used by another contract: g-1'));

    const summary = await syncAllPending();

    expect(summary).toMatchObject({ synced: 0, failed: 1, conflicts: 1 });
    expect(summary.outcomes.get(THIRD)).toEqual({
      kind: 'refused',
      message: 'Ids already used by another contract: g-1',
    });
  });

  it('stops at the first contract that cannot reach the server; the rest count as failed', async () => {
    await saveContract(pending());
    await saveContract(pending({ ContractId: THIRD }));
    const server = fakeServer().on(PUT, noConnection()).on(`PUT /api/contracts/${THIRD}`, noConnection());

    const summary = await syncAllPending();

    expect(server.requests).toHaveLength(1);
    expect(summary).toMatchObject({ synced: 0, failed: 2, conflicts: 0 });
    expect(summary.outcomes.size).toBe(2);
  });

  it('leaves out unresolved conflicts when asked (auto-sync)', async () => {
    await saveContract(pending());
    const server = fakeServer().on(PUT, conflictAnswer());
    await syncContract(ID);

    const summary = await syncAllPending({ skipAwaitingDecision: true });

    const pushes = () => server.requests.filter((request) => request.method === 'PUT');
    expect(pushes()).toHaveLength(1);
    expect(summary.outcomes.size).toBe(0);
    expect((await syncAllPending()).conflicts).toBe(1);
    expect(pushes()).toHaveLength(2);
  });
});
