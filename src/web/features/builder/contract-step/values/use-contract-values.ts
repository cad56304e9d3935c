// The contract's Values for the value dialogs, and one way to change them:
// a domain function applied to the values in the store at that moment (not to
// those of the last render, which an awaited confirmation may have outlived).
import { useCallback } from 'react';
import type { Values } from '#domain/contract/model';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';

export function useContractValues(): {
  values: Values | null;
  change: (edit: (values: Values) => Values) => void;
} {
  const values = useBuilderStore((state) => state.contract?.Values ?? null);
  const change = useCallback((edit: (values: Values) => Values) => {
    const { contract, setValues } = useBuilderStore.getState();
    if (!contract) return;
    const next = edit(contract.Values);
    if (next !== contract.Values) setValues(next);
  }, []);
  return { values, change };
}
