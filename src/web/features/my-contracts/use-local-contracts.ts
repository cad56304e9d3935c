// The contracts kept on this device, newest first, and which one the builder
// has open (the filled star). The builder's last keystrokes are written first
// (flushAutosave), so the list shows the contract as it is on screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Contract } from '#domain/contract/model';
import { listContracts, type UnreadableContract } from '../../storage/contract-storage';
import { readMeta } from '../../storage/meta-storage';
import { listSigned, type SignedOnDevice } from '../../storage/signed-storage';
import { flushAutosave } from '../../contract-in-progress/autosave';
import { newestFirst } from './contract-labels';

export type LocalContractsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      contracts: Contract[];
      unreadable: UnreadableContract[];
      activeId: string | null;
      /** What was signed on this tablet, by contract id, oldest first. */
      signed: Readonly<Record<string, SignedOnDevice[]>>;
    };

async function readLocalContracts(): Promise<Extract<LocalContractsState, { status: 'ready' }>> {
  await flushAutosave();
  const [list, activeId, signedList] = await Promise.all([
    listContracts(),
    readMeta('activeContractId').catch(() => null),
    listSigned(),
  ]);
  const signed: Record<string, SignedOnDevice[]> = {};
  for (const entry of signedList) (signed[entry.record.contract.ContractId] ??= []).push(entry);
  return {
    status: 'ready',
    contracts: [...list.contracts].sort(newestFirst),
    unreadable: list.unreadable,
    activeId,
    signed,
  };
}

export function useLocalContracts(): { state: LocalContractsState; reload: () => Promise<void> } {
  const [state, setState] = useState<LocalContractsState>({ status: 'loading' });
  // Only the newest read counts: an older one finishing late never puts back a deleted row.
  const latest = useRef(0);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    const read = ++latest.current;
    let next: LocalContractsState;
    try {
      next = await readLocalContracts();
    } catch {
      // Shown on the screen (storage blocked, private mode); the next visit tries again.
      next = { status: 'failed' };
    }
    if (mounted.current && read === latest.current) setState(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { state, reload };
}
