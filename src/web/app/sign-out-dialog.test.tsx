// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { markChanged, markSynced } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { saveCatalogue } from '../storage/catalogue-storage';
import { listContracts, saveContract } from '../storage/contract-storage';
import { CURRENT_CATALOGUE_ID, type DeviceDatabase } from '../storage/device-database';
import { useSessionStore } from '../sync/session-store';
import { renderInRouter, resetStores, setOnline, signInAs } from '../testing/app';
import { TopBar } from './top-bar';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
let signOut: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  db = resetWebState();
  resetStores();
  signInAs();
  signOut = vi.fn(async () => {
    useSessionStore.setState({ status: 'signed-out', user: null, profile: null, accessToken: null });
  });
  useSessionStore.setState({ signOut });
});

afterEach(async () => {
  cleanup();
  resetWebState();
});

const synced = (contractId: string): Contract =>
  markSynced({ ...handWorkedContract(), ContractId: contractId }, 1, '2026-11-22T10:00:00.000Z');
const pending = (contractId: string): Contract => markChanged({ ...handWorkedContract(), ContractId: contractId });

async function openSignOut() {
  const user = userEvent.setup();
  const { router } = renderInRouter(<TopBar />, '/contracts');
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
  return { user, router, dialog };
}

// Removing goes through IndexedDB and the dialog fades out: slower than 1 s on a loaded machine.
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3_000 });

describe('Sign Out in the top bar', () => {
  it('asks first; Cancel keeps the agent signed in', async () => {
    const { user, dialog, router } = await openSignOut();
    expect(dialog).toHaveAccessibleDescription('Sign out of Contract Builder on this device?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/contracts');
  });

  it('signs out and goes home, keeping the contracts on the device', async () => {
    await saveContract(pending('BBBBBBBBBBB2'));
    const { user, dialog, router } = await openSignOut();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await closed();
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByRole('banner')).getByText('Signed Out')).toBeInTheDocument();
    expect((await listContracts()).contracts).toHaveLength(1);
  });

  it('says that offline the sign-out holds now and reaches the server later', async () => {
    setOnline(false);
    const { dialog } = await openSignOut();
    expect(dialog).toHaveTextContent(
      'This device is offline: you are signed out here at once, and the server is told when it is back online.',
    );
  });

  it('refuses to remove the contracts while 2 are not synced, and says how many', async () => {
    await saveContract(synced('AAAAAAAAAAA1'));
    await saveContract(pending('BBBBBBBBBBB2'));
    await saveContract(pending('CCCCCCCCCCC3'));
    const { dialog } = await openSignOut();

    const explanation =
      'Of the 3 contracts on this device, 2 are not synced. Signing out keeps them here; ' +
      'sync them in My Contracts before removing this device’s contracts, or they would be lost.';
    expect(await within(dialog).findByText(explanation)).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Sign Out and Remove Contracts' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(explanation);
    expect(signOut).not.toHaveBeenCalled();
    expect((await listContracts()).contracts).toHaveLength(3);
  });

  it('says 1 contract in the singular', async () => {
    await saveContract(pending('BBBBBBBBBBB2'));
    const { dialog } = await openSignOut();
    expect(await within(dialog).findByText(/^The 1 contract on this device is not synced\./)).toBeInTheDocument();
  });

  it('removes the contracts and signs out when all are synced, keeping the work scopes', async () => {
    await saveContract(synced('AAAAAAAAAAA1'));
    await saveContract(synced('BBBBBBBBBBB2'));
    await saveCatalogue({ scopes: [], etag: '"v1"', downloadedAt: '2026-11-20T08:00:00.000Z' });
    const { user, dialog, router } = await openSignOut();

    expect(
      await within(dialog).findByText(
        'The 2 contracts on this device are all synced. You can also remove them from this device: the cloud keeps them, and the work scopes stay.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out and Remove Contracts' }));

    await closed();
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await db.contracts.count()).toBe(0);
    expect(await db.catalogue.get(CURRENT_CATALOGUE_ID)).toMatchObject({ etag: '"v1"' });
  });

  it('does not sign out when a contract changed since the dialog opened, and says so', async () => {
    await saveContract(synced('AAAAAAAAAAA1'));
    const { user, dialog } = await openSignOut();
    const remove = await within(dialog).findByRole('button', { name: 'Sign Out and Remove Contracts' });
    await waitFor(() => expect(remove).toBeEnabled());
    // Another tab edits it meanwhile.
    await saveContract(pending('AAAAAAAAAAA1'));

    await user.click(remove);

    expect(await within(dialog).findByText(/^The 1 contract on this device is not synced\./)).toBeInTheDocument();
    expect(remove).toBeDisabled();
    expect(signOut).not.toHaveBeenCalled();
    expect(await db.contracts.count()).toBe(1);
  });

  it('offers no removal when there are no contracts on the device', async () => {
    const { dialog } = await openSignOut();
    await waitFor(() => expect(within(dialog).getByText('There are no contracts on this device.')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Sign Out and Remove Contracts' })).not.toBeInTheDocument();
  });
});
