// The contracts kept on this device, newest first, and which one the builder
// has open (the filled star). The builder's last keystrokes are written first
// (flushAutosave), so the list shows the contract as it is on screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readDeviceContracts, type DeviceContracts } from '../../contract-in-progress/device-contracts';
import { flushAutosave } from '../../contract-in-progress/autosave';
import { newestFirst } from './contract-labels';

export type LocalContractsState =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & DeviceContracts);

async function readLocalContracts(): Promise<Extract<LocalContractsState, { status: 'ready' }>> {
  await flushAutosave();
  const device = await readDeviceContracts();
  return { status: 'ready', ...device, contracts: [...device.contracts].sort(newestFirst) };
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
