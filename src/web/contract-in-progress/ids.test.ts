import { afterEach, describe, expect, it, vi } from 'vitest';
import { isContractId } from '#domain/contract/factories';
import { newClientId, newContractId } from './ids';

describe('builder ids', () => {
  it('makes 12-character contract ids of letters and digits, different each time', () => {
    const ids = Array.from({ length: 200 }, newContractId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(isContractId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes client ids as UUIDs', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(newClientId());
  });

  it('makes every id without crypto.randomUUID, which an http page on the Wi-Fi does not have', () => {
    // What a page that is not a secure context gets: getRandomValues only.
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) });
    expect(crypto.randomUUID).toBeUndefined();
    const ids = Array.from({ length: 500 }, newClientId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newContractId()).toMatch(/^[A-Za-z0-9]{12}$/);
  });
});
