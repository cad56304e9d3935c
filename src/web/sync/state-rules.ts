// The state rules on this device (docs/decisions/050-state-rules.md): those in force as the cloud last served them,
// fetched at every Sync all (state-rules-download.ts) and kept for offline use; this release's files until then.
// Every contract built here is printed, checked and signed under the rules of its job site's state from this set.
import { useEffect } from 'react';
import type { Contract } from '#domain/contract/model';
import { saleLaw, savedSaleLaw, type SaleLaw } from '#domain/contract/sale-law';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import type { StateRules } from '#domain/legal/state-rules/rules-schema';
import { officeSetting } from './office-setting';

interface StateRulesState {
  rules: readonly StateRules[];
  /** The versions no longer in force, as the cloud last served them: what saved contracts print again under. */
  earlier: readonly StateRules[];
  /** When the cloud's rules were downloaded; null while the release's stand in. */
  downloadedAt: string | null;
}

const stateRules = officeSetting<'stateRules', StateRulesState>('stateRules', () => ({
  rules: BUNDLED_RULES,
  earlier: [],
  downloadedAt: null,
}));

export const useStateRulesStore = stateRules.useStore;
/** Reads the stored rules once; a download that lands meanwhile is newer and wins. */
export const loadStateRules = stateRules.load;
export const takeDownloadedStateRules = stateRules.take;

type Sale = Pick<Contract, 'Customer' | 'Values' | 'OlderBuyer'>;

/** The law a contract is made under on this device now. */
export function deviceSaleLaw(contract: Sale): SaleLaw {
  return saleLaw(contract, useStateRulesStore.getState().rules);
}

/** The same, kept current in a component (the stored rules read on first use). */
export function useSaleLaw(contract: Sale): SaleLaw {
  const rules = useStateRulesStore((state) => state.rules);
  useEffect(() => {
    void loadStateRules();
  }, []);
  return saleLaw(contract, rules);
}

type Shown = Sale & Pick<Contract, 'Rules'>;

/** The law a document is printed under: a saved contract's own rules where this device holds them (decision 083). */
export function deviceLawAsShown(contract: Shown, unsaved: boolean): SaleLaw {
  const { rules, earlier } = useStateRulesStore.getState();
  return unsaved ? saleLaw(contract, rules) : savedSaleLaw(contract, rules, earlier);
}

/** The same, kept current in a component. */
export function useLawAsShown(contract: Shown, unsaved: boolean): SaleLaw {
  const rules = useStateRulesStore((state) => state.rules);
  const earlier = useStateRulesStore((state) => state.earlier);
  useEffect(() => {
    void loadStateRules();
  }, []);
  return unsaved ? saleLaw(contract, rules) : savedSaleLaw(contract, rules, earlier);
}
