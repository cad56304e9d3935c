// @vitest-environment jsdom
// Signed records to the cloud: sent once with their PDF, the receipt kept,
// a lost answer retried without keeping anything twice, a refusal shown.
import { listSignedContracts, pushSignedContract } from '#api/endpoints/signed-endpoints';
import { pushContract } from '#api/endpoints/contract-endpoints';
import { describe, expect, it } from 'vitest';
import type { SignedReceipt } from '#api/signed-contract-schema';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { markChanged, markSynced } from '#domain/contract/saving';
import { getContract, saveContract } from '../storage/contract-storage';
import { listSigned, readSignedPdf, saveSigned, signedAwaitingCloud } from '../storage/signed-storage';
import { useBuilderStore } from '../contract-in-progress/builder-store';
import { selectSigned } from '../contract-in-progress/signed-versions';
import { answer, apiError, at, fakeServer, json, noConnection } from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';
import { syncSignedRecords } from './signed-sync';
import { useSyncProblemsStore } from './sync-problems-store';
import { syncAllPending, syncContract, takeCloudCopy } from './contract-sync';

eachTestOnANewTablet({ signedIn: true });

const record = sealRecord(signedContentOf(handWorkedContract()));
const ID = record.contract.ContractId;
const POST = at(pushSignedContract, { contractId: ID });
const pdf = new TextEncoder().encode('%PDF-1.7 the signed contract');

const receipt: SignedReceipt = {
  contractId: ID,
  contentHash: record.contentHash,
  pdfHash: sha256Hex(pdf),
  receivedAt: '2026-11-24T18:30:00.000Z',
  signedAt: record.contract.Date,
  emails: [
    { recipient: 'customer', to: 'maria@example.com', status: 'waiting', sentAt: null, attempts: 0, lastError: null },
  ],
};

describe('signed records to the cloud', () => {
  it('sends the record with its PDF once and keeps the receipt', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    const server = fakeServer()
      .on(POST, answer(pushSignedContract, 201, receipt))
      .on(at(listSignedContracts, { contractId: ID }), answer(listSignedContracts, 200, { items: [receipt] }));
    expect(await syncSignedRecords()).toEqual({ unreachable: 0 });
    const [sent] = server.to(POST);
    const body = JSON.parse(sent!.body!) as { record: { contentHash: string }; pdf: string; pdfHash: string };
    expect(body.record.contentHash).toBe(record.contentHash);
    expect(atob(body.pdf)).toBe('%PDF-1.7 the signed contract');
    expect(body.pdfHash).toBe(sha256Hex(pdf));
    expect((await listSigned())[0]?.receipt).toEqual(receipt);

    // Kept: not sent again; its email is still waiting, so its receipt is asked for again.
    await syncSignedRecords();
    expect(server.to(POST)).toHaveLength(1);
    expect(server.to(at(listSignedContracts, { contractId: ID }))).toHaveLength(1);
  });

  it('tries again when the answer was lost, and keeps the one receipt the cloud gives', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    const server = fakeServer().on(POST, noConnection(), answer(pushSignedContract, 200, receipt));
    expect(await syncSignedRecords()).toEqual({ unreachable: 1 });
    expect((await listSigned())[0]?.receipt).toBeNull();
    server.on(at(listSignedContracts, { contractId: ID }), answer(listSignedContracts, 200, { items: [receipt] }));
    expect(await syncSignedRecords()).toEqual({ unreachable: 0 });
    expect(server.to(POST)).toHaveLength(2);
    expect((await listSigned())[0]?.receipt?.receivedAt).toBe('2026-11-24T18:30:00.000Z');
  });

  it('says in My Contracts why the office refused a signed copy', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    fakeServer().on(
      POST,
      apiError(
        422,
        'SIGNED_PDF_MISMATCH',
        'The PDF does not match its SHA-256: it was changed or damaged on the way, so it is not kept.',
      ),
    );
    expect(await syncSignedRecords()).toEqual({ unreachable: 0 });
    expect(useSyncProblemsStore.getState().problems.get(ID)).toMatchObject({
      kind: 'refused',
      message:
        'The signed copy was not accepted by the office: The PDF does not match its SHA-256: it was changed or damaged on the way, so it is not kept.',
    });
  });

  it('goes with every Sync all', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    const server = fakeServer()
      .on(POST, answer(pushSignedContract, 201, receipt))
      .on(at(listSignedContracts, { contractId: ID }), answer(listSignedContracts, 200, { items: [receipt] }));
    const summary = await syncAllPending();
    expect(summary.signedWaiting).toBe(0);
    expect(server.to(POST)).toHaveLength(1);
  });
});

describe('a contract signed on the tablet, pushed', () => {
  const PUT = at(pushContract, { contractId: ID });
  const written = answer(pushContract, 200, { contractId: ID, version: 1, syncedAt: '2026-11-24T18:31:00.000Z' });
  const pushedBody = (server: ReturnType<typeof fakeServer>) =>
    JSON.parse(server.to(PUT).at(-1)!.body!) as { signedOnTablet?: boolean; contract: { Notes: string } };

  it('says so, so the cloud never refuses the terms the customer signed for (decision 041)', async () => {
    await saveContract(markChanged(record.contract));
    await saveSigned(record, pdf, sha256Hex(pdf));
    const server = fakeServer().on(PUT, written);
    expect((await syncContract(ID)).kind).toBe('synced');
    expect(pushedBody(server).signedOnTablet).toBe(true);
  });

  it('does not say so once the contract was changed after signing, nor for a contract never signed', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    await saveContract(markChanged({ ...record.contract, Notes: 'A new version: the customer adds the garage.' }));
    const server = fakeServer().on(PUT, written);
    expect((await syncContract(ID)).kind).toBe('synced');
    expect(pushedBody(server).contract.Notes).toBe('A new version: the customer adds the garage.');
    expect(pushedBody(server)).not.toHaveProperty('signedOnTablet');
  });
});

describe('a conflict with the cloud over a signed contract', () => {
  const cloud = markSynced(
    { ...record.contract, Description: 'Whole house, from the office' },
    4,
    '2026-11-24T16:00:00.000Z',
  );
  const conflict = json(
    {
      error: {
        code: 'CONFLICT',
        message: 'The cloud has a newer version of this contract.',
        details: { cloud: { contract: cloud, version: 4, syncedAt: '2026-11-24T16:00:00.000Z' } },
      },
    },
    409,
  );

  it('may take the cloud copy as the working one, but never replaces the signed copy or stops it reaching the cloud', async () => {
    await saveContract(markChanged(record.contract));
    await saveSigned(record, pdf, sha256Hex(pdf));
    const server = fakeServer()
      .on(`PUT /api/contracts/${ID}`, conflict)
      .on(POST, answer(pushSignedContract, 201, receipt))
      .on(at(listSignedContracts, { contractId: ID }), answer(listSignedContracts, 200, { items: [receipt] }));

    const outcome = await syncContract(ID);
    if (outcome.kind !== 'conflict') throw new Error(`expected a conflict, got ${outcome.kind}`);
    await takeCloudCopy(outcome.cloud, outcome.cloudVersion);

    expect((await getContract(ID))?.Description).toBe('Whole house, from the office');
    const [kept] = await listSigned(ID);
    expect(kept?.record).toEqual(record);
    expect(kept?.pdfHash).toBe(sha256Hex(pdf));
    expect(await readSignedPdf(record.contentHash)).toEqual(pdf);
    expect((await signedAwaitingCloud()).map((signed) => signed.record.contentHash)).toEqual([record.contentHash]);

    // Opened in the builder, the office's copy is a new version to sign again.
    useBuilderStore.setState({ contract: null, loaded: false, signed: {} });
    await useBuilderStore.getState().load();
    useBuilderStore.getState().replace((await getContract(ID))!);
    expect(selectSigned(useBuilderStore.getState())).toBe(false);
    expect(useBuilderStore.getState().signed[ID]).toEqual([record.contract]);

    await syncSignedRecords();
    const [sent] = server.to(POST);
    expect((JSON.parse(sent!.body!) as { record: { contentHash: string } }).record.contentHash).toBe(
      record.contentHash,
    );
  });
});
