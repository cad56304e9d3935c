import { describe, expect, it } from 'vitest';
import { blankValues } from '../contract/factories';
import type { Values } from '../contract/model';
import {
  activeFinancingOptions,
  financingToggleEffect,
  listedFinancingOptions,
  toggleFinancingOption,
} from './options';

const codes = (values: Values, pick: (values: Values) => { Code: string }[]) =>
  pick(values).map((option) => option.Code);

describe('financing options', () => {
  it('lists the visible plans of a new contract: 6 months 0% and 60 months 8.99%', () => {
    expect(codes(blankValues(), listedFinancingOptions)).toEqual(['DEL2606', 'DEL2689']);
  });

  it('activates and deactivates a visible plan and names the chosen one', () => {
    const on = toggleFinancingOption(blankValues(), 5);
    expect(codes(on, activeFinancingOptions)).toEqual(['DEL2689']);
    expect(on.FinancingId).toBe(5);
    const off = toggleFinancingOption(on, 5);
    expect(codes(off, activeFinancingOptions)).toEqual([]);
    expect(off.FinancingId).toBeNull();
  });

  it('keeps several plans active to compare, FinancingId naming the last chosen', () => {
    const both = toggleFinancingOption(toggleFinancingOption(blankValues(), 3), 5);
    expect(codes(both, activeFinancingOptions)).toEqual(['DEL2606', 'DEL2689']);
    expect(both.FinancingId).toBe(5);
    expect(toggleFinancingOption(both, 5).FinancingId).toBe(3);
  });

  it('cannot choose a hidden plan', () => {
    expect(financingToggleEffect(blankValues(), 1)).toBe('unavailable');
    const values = blankValues();
    expect(toggleFinancingOption(values, 1)).toBe(values);
    expect(financingToggleEffect(values, 99)).toBe('unavailable');
  });

  describe('a legacy plan (hidden but active, from an old contract)', () => {
    const legacy: Values = {
      ...blankValues(),
      Financing: blankValues().Financing.map((option) =>
        option.Code === 'DEL2659' ? { ...option, Active: true } : option,
      ),
      FinancingId: 4,
    };

    it('is listed while active', () => {
      expect(codes(legacy, listedFinancingOptions)).toEqual(['DEL2606', 'DEL2659', 'DEL2689']);
    });

    it('asks for confirmation before it is unchecked', () => {
      expect(financingToggleEffect(legacy, 4)).toBe('confirm-legacy-removal');
      expect(toggleFinancingOption(legacy, 4)).toBe(legacy);
    });

    it('once unchecked, is no longer listed and cannot be chosen again', () => {
      const removed = toggleFinancingOption(legacy, 4, true);
      expect(removed.FinancingId).toBeNull();
      expect(codes(removed, listedFinancingOptions)).toEqual(['DEL2606', 'DEL2689']);
      expect(financingToggleEffect(removed, 4)).toBe('unavailable');
      expect(toggleFinancingOption(removed, 4, true)).toBe(removed);
    });
  });
});
