// What runs once when the app opens, right after the first screen is drawn (main.tsx loads this module on its own,
// so none of it delays that): storage, the catalogue, the session, the builder, autosave and auto-sync. Each step is
// guarded on its own: one that fails is shown to the agent and the others still run.
import { showAlert } from '../components/alerts/alerts-store';
import { startAutosave } from '../contract-in-progress/autosave';
import { useBuilderStore } from '../contract-in-progress/builder-store';
import { migrateLegacyStorage } from '../storage/legacy-migration';
import { requestPersistentStorage } from '../storage/persistent-storage';
import { useCatalogueStore } from '../sync/catalogue-download';
import { requestAutoSync, startAutoSync } from '../sync/auto-sync';
import { onContractSynced } from '../sync/contract-sync-events';
import { loadSyncProblems } from '../sync/sync-problems';
import { followSyncActivity } from '../sync/sync-store';
import { useSessionStore } from '../sync/session-store';
import { startTokenRefresher } from '../sync/token-refresher';
import { START_UP_ALERT_KEY } from './app-alert-keys';
import { moduleState } from '../lib/app-state';

export interface StartUpSteps {
  migrateLegacyStorage: () => Promise<{ failed?: string }>;
  requestPersistentStorage: () => Promise<unknown>;
  loadCatalogue: () => Promise<void>;
  restoreSession: () => Promise<void>;
  startTokenRefresher: () => () => void;
  loadBuilder: () => Promise<void>;
  /** The syncs that need the agent, kept from an earlier visit (the top bar counts them). */
  loadSyncProblems: () => Promise<void>;
  startAutosave: () => () => void;
  startAutoSync: () => () => void;
  /** Asks auto-sync for a run now: a contract the builder rescued went into the list after the first run began. */
  syncNow: () => void;
}

/** The builder follows every sync of the contract it holds (ServerVersion, SyncDate, a cloud copy chosen). */
function followSyncsInBuilder(): () => void {
  return onContractSynced((contract, source) => useBuilderStore.getState().applySynced(contract, source));
}

export const defaultStartUpSteps: StartUpSteps = {
  migrateLegacyStorage: () => migrateLegacyStorage(),
  requestPersistentStorage: () => requestPersistentStorage(),
  loadCatalogue: () => useCatalogueStore.getState().load(),
  restoreSession: () => useSessionStore.getState().restore(),
  startTokenRefresher: () => startTokenRefresher(),
  loadBuilder: () => useBuilderStore.getState().load(),
  loadSyncProblems: () => loadSyncProblems(),
  startAutosave: () => startAutosave(),
  // Every listener of the syncs is wired here, before the first sync can start.
  startAutoSync: () => {
    const stopFollowing = followSyncsInBuilder();
    const stopShowing = followSyncActivity();
    const stopSyncing = startAutoSync();
    return () => {
      stopSyncing();
      stopShowing();
      stopFollowing();
    };
  },
  syncNow: () => requestAutoSync(),
};

const reported = moduleState(() => ({ problems: new Map<string, string>() }));

/** All start-up problems in one alert, one line each. */
function report(step: string, message: string, error?: unknown): void {
  if (error !== undefined) console.error(`Start-up: ${step} failed`, error);
  reported.problems.set(step, message);
  showAlert({
    key: START_UP_ALERT_KEY,
    variant: 'danger',
    title: 'Something did not start correctly',
    lines: [...reported.problems.values()],
  });
}

async function guard(step: string, message: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    report(step, message, error);
  }
}

/** Starts everything; resolves once every step has finished, with a function that stops the token refresher and autosave. */
export async function startUp(steps: StartUpSteps = defaultStartUpSteps): Promise<() => void> {
  let stopRefresher: () => void = () => {};
  try {
    stopRefresher = steps.startTokenRefresher();
  } catch (error) {
    report('refresher', 'Your sign-in cannot renew itself. If you are signed out unexpectedly, reload the app.', error);
  }
  let stopAutosave: () => void = () => {};
  try {
    stopAutosave = steps.startAutosave();
  } catch (error) {
    report('autosave', 'The contract you build is not being saved on this device. Keep this window open.', error);
  }
  let stopAutoSync: () => void = () => {};
  try {
    stopAutoSync = steps.startAutoSync();
  } catch (error) {
    report('sync', 'Contracts do not sync by themselves in this window. Use Sync all in My Contracts.', error);
  }

  // The migration goes first: the catalogue and the session read what it writes.
  await guard(
    'migration',
    'The data of the previous version of the app could not be moved. It is kept and moving it is tried again at the next start.',
    async () => {
      const result = await steps.migrateLegacyStorage();
      if (result.failed) throw new Error(result.failed);
    },
  );

  await Promise.all([
    guard('persistence', 'The browser could not be asked to keep this app’s data.', steps.requestPersistentStorage),
    guard('catalogue', 'The work scopes stored on this device could not be read.', steps.loadCatalogue),
    guard('builder', 'The contract you were building could not be read; a blank one is started.', async () => {
      try {
        await steps.loadBuilder();
      } finally {
        // The copy a reloaded page left may reach the list after the session is back and the first sync has run.
        steps.syncNow();
      }
    }),
    guard(
      'sync problems',
      'Contracts whose sync needs you could not be read; My Contracts shows them after their next sync.',
      steps.loadSyncProblems,
    ),
    guard('session', 'The signed-in agent could not be restored. Please sign in again.', async () => {
      try {
        await steps.restoreSession();
      } finally {
        // Never leave the top bar waiting on a restore that went wrong.
        if (useSessionStore.getState().status === 'restoring') useSessionStore.setState({ status: 'signed-out' });
      }
    }),
  ]);
  return () => {
    stopRefresher();
    stopAutosave();
    stopAutoSync();
  };
}
