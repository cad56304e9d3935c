// @vitest-environment jsdom
// Finish signing keeps on the device only a record the device (and the
// office) can read back: one that would not pass is refused before anything
// is signed, with the field named, and the contract stays open to fix it.
import { describe, expect, it, vi } from 'vitest';
import { setCouponEndsOn } from '#domain/contract/honest-offer';
import { setCouponAmount, setCouponTitle } from '#domain/contract/values';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { eachTestOnANewTablet } from '#web/testing/web-state';
import { finishSigning, NOT_SIGNABLE_MESSAGE } from './finish-signing';

const device = eachTestOnANewTablet({ signedIn: true });

describe('Finish signing', () => {
  it('refuses a contract its record could not be read back from, names the field, and keeps nothing', async () => {
    const contract = handWorkedContract();
    const tooLong = { ...contract, Customer: { ...contract.Customer, Notes: 'x'.repeat(5001) } };
    useBuilderStore.setState({ contract: tooLong, loaded: true });
    const { consent, signatures, events } = signedContentOf(contract);
    const result = await finishSigning({ consent, signatures, events, initials: [], timeZone: 'America/Chicago' });
    expect(result).toEqual({
      ok: false,
      message: `${NOT_SIGNABLE_MESSAGE} contract.Customer.Notes: Too big: expected string to have <=5000 characters`,
    });
    expect(await device().signed.count()).toBe(0);
    expect(useBuilderStore.getState().signed).toEqual({});
  });

  it('refuses a California contract whose deposit is over the cap, says by how much, and keeps nothing', async () => {
    const contract = handWorkedContract();
    const overCap = {
      ...contract,
      Customer: { ...contract.Customer, State: 'CA' },
      Values: { ...contract.Values, Deposit: 1000, NetDue: 6821 },
    };
    useBuilderStore.setState({ contract: overCap, loaded: true });
    const { consent, signatures, events } = signedContentOf(contract);
    const result = await finishSigning({ consent, signatures, events, initials: [], timeZone: 'America/Los_Angeles' });
    expect(result).toEqual({
      ok: false,
      message:
        `${NOT_SIGNABLE_MESSAGE} The deposit of $1,000.00 is $217.90 over the $782.10 California law allows on ` +
        'this price. Lower it on the Contract step, then sign.',
    });
    expect(await device().signed.count()).toBe(0);
    expect(useBuilderStore.getState().contract?.Saved).toBe(contract.Saved);
  });

  it('refuses a coupon past its last day on the tablet’s calendar, and keeps nothing (decision 059)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 28, 9, 0) });
    try {
      const contract = handWorkedContract();
      const values = setCouponAmount(setCouponTitle(contract.Values, 'Today only'), 250);
      const lapsed = { ...contract, Values: { ...values, Coupon: setCouponEndsOn(values.Coupon, '2026-11-27') } };
      useBuilderStore.setState({ contract: lapsed, loaded: true });
      const { consent, signatures, events } = signedContentOf(contract);
      const result = await finishSigning({ consent, signatures, events, initials: [], timeZone: 'America/Chicago' });
      expect(result).toEqual({
        ok: false,
        message:
          `${NOT_SIGNABLE_MESSAGE} The coupon “Today only” ended on Friday, November 27, 2026. ` +
          'The offer is over: take the coupon off.',
      });
      expect(await device().signed.count()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a Maryland contract until the buyer initials the acknowledgment, and keeps nothing', async () => {
    const contract = handWorkedContract();
    const maryland = { ...contract, Customer: { ...contract.Customer, State: 'MD' } };
    useBuilderStore.setState({ contract: maryland, loaded: true });
    const { consent, signatures, events } = signedContentOf(contract);
    const notADigit = [{ notice: 'right-to-cancel-acknowledgment', initials: '7', at: consent.givenAt }];
    for (const initials of [[], notADigit]) {
      const result = await finishSigning({ consent, signatures, events, initials, timeZone: 'America/New_York' });
      expect(result).toEqual({
        ok: false,
        message: `${NOT_SIGNABLE_MESSAGE} the buyer has not initialed “Acknowledgment of the buyer's right to cancel”.`,
      });
    }
    expect(await device().signed.count()).toBe(0);
    expect(useBuilderStore.getState().contract?.Saved).toBe(contract.Saved);
  });
});
