// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newContract } from '#domain/testing/builders';
import { getContract, saveContract } from './contract-storage';
import {
  GENERAL_MESSAGE,
  guardedWrite,
  messageForWriteFailure,
  QUOTA_MESSAGE,
  retryPendingWrites,
  UNAVAILABLE_MESSAGE,
  useStorageHealth,
} from './storage-health-store';
import { resetWebState } from '../testing/web-state';

afterEach(() => {
  resetWebState();
  vi.useRealTimers();
});

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A write that fails `failures` times, then lands. */
function flakyWrite(failures: number, error: () => unknown = quotaError) {
  let left = failures;
  return vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw error();
    }
  });
}

describe('guardedWrite', () => {
  it('runs a write and stays ok', async () => {
    const write = vi.fn(async () => undefined);
    expect(await guardedWrite('draft', write)).toBe(true);
    expect(write).toHaveBeenCalledOnce();
    expect(useStorageHealth.getState()).toEqual({ status: 'ok', message: null, pendingWrites: 0 });
  });

  it('on a full storage tells the agent, keeps the write, and is ok again once a retry lands', async () => {
    const write = flakyWrite(1);
    expect(await guardedWrite('draft', write)).toBe(false);
    expect(useStorageHealth.getState()).toEqual({ status: 'failing', message: QUOTA_MESSAGE, pendingWrites: 1 });

    expect(await retryPendingWrites()).toBe(true);
    expect(write).toHaveBeenCalledTimes(2);
    expect(useStorageHealth.getState()).toEqual({ status: 'ok', message: null, pendingWrites: 0 });
  });

  it('stays failing while a retry fails again', async () => {
    const write = flakyWrite(2);
    await guardedWrite('draft', write);
    expect(await retryPendingWrites()).toBe(false);
    expect(useStorageHealth.getState()).toMatchObject({ status: 'failing', pendingWrites: 1 });
    expect(await retryPendingWrites()).toBe(true);
    expect(useStorageHealth.getState().status).toBe('ok');
  });

  it('retries on its own every 5 seconds', async () => {
    vi.useFakeTimers();
    const write = flakyWrite(1);
    await guardedWrite('draft', write);
    await vi.advanceTimersByTimeAsync(4999);
    expect(write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(2);
    expect(useStorageHealth.getState().status).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps only the latest pending write for a label', async () => {
    const older = flakyWrite(1);
    const newer = flakyWrite(1);
    await guardedWrite('draft', older);
    await guardedWrite('draft', newer);
    await guardedWrite('catalogue', flakyWrite(1));
    expect(useStorageHealth.getState().pendingWrites).toBe(2);

    await retryPendingWrites();
    expect(older).toHaveBeenCalledTimes(1);
    expect(newer).toHaveBeenCalledTimes(2);
    expect(useStorageHealth.getState()).toMatchObject({ status: 'ok', pendingWrites: 0 });
  });

  it('drops a pending write once a newer one for its label lands', async () => {
    const older = flakyWrite(5);
    await guardedWrite('draft', older);
    expect(
      await guardedWrite(
        'draft',
        vi.fn(async () => undefined),
      ),
    ).toBe(true);
    expect(useStorageHealth.getState()).toEqual({ status: 'ok', message: null, pendingWrites: 0 });
    await retryPendingWrites();
    expect(older).toHaveBeenCalledTimes(1);
  });

  it('stays failing while another label is still pending', async () => {
    await guardedWrite('catalogue', flakyWrite(5));
    await guardedWrite(
      'draft',
      vi.fn(async () => undefined),
    );
    expect(useStorageHealth.getState()).toMatchObject({ status: 'failing', pendingWrites: 1 });
  });

  it('asks before the page is closed while a write is pending', async () => {
    await guardedWrite('draft', flakyWrite(1));
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    await retryPendingWrites();
    const closingLater = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closingLater);
    expect(closingLater.defaultPrevented).toBe(false);
  });

  it('keeps a contract whose save failed and stores it on the retry', async () => {
    const db = resetWebState();
    const contract = newContract();
    const put = vi.spyOn(db.contracts, 'put').mockRejectedValueOnce(quotaError());
    expect(await guardedWrite(`contract:${contract.ContractId}`, () => saveContract(contract))).toBe(false);
    expect(useStorageHealth.getState()).toEqual({ status: 'failing', message: QUOTA_MESSAGE, pendingWrites: 1 });
    expect(await getContract(contract.ContractId)).toBeNull();

    put.mockRestore();
    expect(await retryPendingWrites()).toBe(true);
    expect(await getContract(contract.ContractId)).toEqual(contract);
    expect(useStorageHealth.getState().status).toBe('ok');
  });
});

describe('the message for a failed write', () => {
  it.each([
    ['a full storage', quotaError(), QUOTA_MESSAGE],
    ['a full storage wrapped by Dexie', { name: 'AbortError', inner: quotaError() }, QUOTA_MESSAGE],
    ["Firefox's old quota error", { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, QUOTA_MESSAGE],
    [
      'private mode',
      new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      ),
      UNAVAILABLE_MESSAGE,
    ],
    [
      'a database that failed to open',
      { name: 'OpenFailedError', inner: { name: 'InvalidStateError' } },
      UNAVAILABLE_MESSAGE,
    ],
    ['anything else', new Error('disk on fire'), GENERAL_MESSAGE],
  ])('for %s', (_case, error, message) => {
    expect(messageForWriteFailure(error)).toBe(message);
  });

  it('is the general one for other failures, shown to the agent', async () => {
    await guardedWrite(
      'draft',
      flakyWrite(1, () => new DOMException('boom', 'UnknownError')),
    );
    expect(useStorageHealth.getState()).toEqual({ status: 'failing', message: GENERAL_MESSAGE, pendingWrites: 1 });
  });
});
