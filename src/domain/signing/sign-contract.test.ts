import { describe, expect, it } from 'vitest';
import { setDeposit } from '../contract/values';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { signedContentOf, signatureOf } from '../testing/signing';
import {
  contractAsSigned,
  contentHash,
  isSignedCopy,
  missingSigners,
  recordIsIntact,
  sealRecord,
  transactionMoment,
} from './sign-contract';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('gives the standard digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(sha256Hex('abc'));
  });
});

describe('signing', () => {
  it('needs the buyer and the agent; a co-buyer may sign too', () => {
    expect(missingSigners([])).toEqual(['buyer', 'agent']);
    expect(missingSigners([signatureOf('buyer', '2026-11-24T15:05:00.000Z')])).toEqual(['agent']);
    expect(
      missingSigners([
        signatureOf('agent', '2026-11-24T15:06:00.000Z'),
        signatureOf('buyer', '2026-11-24T15:05:00.000Z'),
      ]),
    ).toEqual([]);
  });

  it("dates the contract at the buyer's signature, not the agent's or the save", () => {
    const signatures = [
      signatureOf('agent', '2026-11-24T15:09:00.000Z'),
      signatureOf('buyer', '2026-11-24T15:05:00.000Z'),
    ];
    expect(transactionMoment(signatures)).toBe('2026-11-24T15:05:00.000Z');
    const signed = contractAsSigned(
      { ...handWorkedContract(), Date: '2026-11-20T10:00:00.000Z', Changed: true },
      signatures,
    );
    expect(signed.Date).toBe('2026-11-24T15:05:00.000Z');
    expect([signed.Changed, signed.SyncDate, signed.ServerVersion]).toEqual([false, null, null]);
    expect(() => contractAsSigned(handWorkedContract(), [signatureOf('agent', '2026-11-24T15:09:00.000Z')])).toThrow();
  });

  it('hashes everything that was signed, so a change to any part shows', () => {
    const content = signedContentOf(handWorkedContract());
    const record = sealRecord(content);
    expect(record.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(recordIsIntact(record)).toBe(true);
    // The same content, keys in another order, gives the same hash.
    expect(contentHash({ ...content, signatures: content.signatures, contract: { ...content.contract } })).toBe(
      record.contentHash,
    );

    const changes = [
      { ...record, contract: { ...record.contract, Values: setDeposit(record.contract.Values, 2000) } },
      { ...record, consent: { ...record.consent, email: 'someone.else@example.com' } },
      { ...record, signatures: record.signatures.map((s) => ({ ...s, name: `${s.name} Jr` })) },
      { ...record, events: record.events.slice(1) },
    ];
    for (const changed of changes) expect(recordIsIntact(changed)).toBe(false);
  });

  it('freezes the working copy that says what a signed record says, until it is changed', () => {
    const record = sealRecord(signedContentOf(handWorkedContract()));
    const working = { ...record.contract, Changed: true, SyncDate: '2026-11-24T16:00:00.000Z', ServerVersion: 3 };
    expect(isSignedCopy(working, [record])).toBe(true);
    const changed = { ...working, Values: setDeposit(working.Values, 2000) };
    expect(isSignedCopy(changed, [record])).toBe(false);
    expect(isSignedCopy({ ...working, ContractId: 'OTHER0000001' }, [record])).toBe(false);
  });
});
