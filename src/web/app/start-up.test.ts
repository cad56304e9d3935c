import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../components/alerts/alerts-store';
import { useSessionStore } from '../sync/session-store';
import { START_UP_ALERT_KEY } from './app-alert-keys';
import { startUp, type StartUpSteps } from './start-up';
import { resetWebState } from '../testing/web-state';

function steps(
  overrides: Partial<StartUpSteps> = {},
): StartUpSteps & { stop: () => void; stopAutosave: () => void; stopAutoSync: () => void } {
  const stop = vi.fn();
  const stopAutosave = vi.fn();
  const stopAutoSync = vi.fn();
  return {
    migrateLegacyStorage: vi.fn(async () => ({})),
    requestPersistentStorage: vi.fn(async () => 'granted'),
    loadCatalogue: vi.fn(async () => {}),
    restoreSession: vi.fn(async () => {
      useSessionStore.setState({ status: 'signed-out' });
    }),
    startTokenRefresher: vi.fn(() => stop),
    loadBuilder: vi.fn(async () => {}),
    loadSyncProblems: vi.fn(async () => {}),
    startAutosave: vi.fn(() => stopAutosave),
    startAutoSync: vi.fn(() => stopAutoSync),
    syncNow: vi.fn(),
    stop,
    stopAutosave,
    stopAutoSync,
    ...overrides,
  };
}

const startUpAlert = () => useAlerts.getState().alerts.find((alert) => alert.key === START_UP_ALERT_KEY);

beforeEach(() => {
  useAlerts.setState({ alerts: [] });
  useSessionStore.setState({ status: 'restoring' });
  resetWebState();
});
afterEach(() => {
  useSessionStore.setState({ status: 'restoring' });
});

describe('start-up', () => {
  it('migrates first, then loads the catalogue and restores the session, and starts the refresher', async () => {
    const order: string[] = [];
    const all = steps({
      migrateLegacyStorage: vi.fn(async () => {
        order.push('migrate');
        return {};
      }),
      loadCatalogue: vi.fn(async () => {
        order.push('catalogue');
      }),
      loadBuilder: vi.fn(async () => {
        order.push('builder');
      }),
      restoreSession: vi.fn(async () => {
        order.push('session');
      }),
      loadSyncProblems: vi.fn(async () => {
        order.push('sync problems');
      }),
    });
    const stop = await startUp(all);
    expect(order[0]).toBe('migrate');
    expect(order).toEqual(expect.arrayContaining(['catalogue', 'builder', 'session', 'sync problems']));
    expect(all.requestPersistentStorage).toHaveBeenCalledOnce();
    expect(all.startTokenRefresher).toHaveBeenCalledOnce();
    expect(all.startAutosave).toHaveBeenCalledOnce();
    expect(all.startAutoSync).toHaveBeenCalledOnce();
    stop();
    expect(all.stop).toHaveBeenCalledOnce();
    expect(all.stopAutosave).toHaveBeenCalledOnce();
    expect(all.stopAutoSync).toHaveBeenCalledOnce();
    expect(startUpAlert()).toBeUndefined();
  });

  it('asks for a sync once the builder has read the device, when the session came back first', async () => {
    const order: string[] = [];
    let builderRead: () => void = () => {};
    const all = steps({
      restoreSession: vi.fn(async () => {
        order.push('session');
      }),
      // Rescuing a reloaded page's copy writes it into the list: after the sync that sign-in started.
      loadBuilder: vi.fn(() => new Promise<void>((resolve) => (builderRead = resolve))),
      syncNow: vi.fn(() => order.push('sync')),
    });
    const started = startUp(all);
    await vi.waitFor(() => expect(order).toEqual(['session']));
    builderRead();
    await started;
    expect(order).toEqual(['session', 'sync']);
  });

  it('asks for that sync even when the builder could not read the device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const all = steps({ loadBuilder: vi.fn(async () => Promise.reject(new Error('IndexedDB closed'))) });
    await startUp(all);
    expect(all.syncNow).toHaveBeenCalledOnce();
  });

  it('keeps going when a step fails, and tells the agent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const all = steps({
      migrateLegacyStorage: vi.fn(async () => {
        throw new Error('IndexedDB is blocked');
      }),
      loadCatalogue: vi.fn(async () => {
        throw new Error('unreadable');
      }),
    });
    await startUp(all);
    expect(all.restoreSession).toHaveBeenCalledOnce();
    expect(all.startTokenRefresher).toHaveBeenCalledOnce();
    const alert = startUpAlert();
    expect(alert?.variant).toBe('danger');
    expect(alert?.lines).toEqual([
      'The data of the previous version of the app could not be moved. It is kept and moving it is tried again at the next start.',
      'The work scopes stored on this device could not be read.',
    ]);
  });

  it('reports a migration that answered with a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startUp(steps({ migrateLegacyStorage: vi.fn(async () => ({ failed: 'quota' })) }));
    expect(startUpAlert()?.lines).toHaveLength(1);
  });

  it('tells the agent when the contract being built could not be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const all = steps({
      loadBuilder: vi.fn(async () => {
        throw new Error('unreadable');
      }),
    });
    await startUp(all);
    expect(all.startAutosave).toHaveBeenCalledOnce();
    expect(startUpAlert()?.lines).toEqual([
      'The contract you were building could not be read; a blank one is started.',
    ]);
  });

  it('never leaves the session restoring after a failed restore', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startUp(
      steps({
        restoreSession: vi.fn(async () => {
          throw new Error('boom');
        }),
      }),
    );
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(startUpAlert()?.lines).toEqual(['The signed-in agent could not be restored. Please sign in again.']);
  });
});
