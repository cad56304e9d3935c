// Sign Out, asked first (the top bar opens it); it holds at once, offline too (sync/session-store.ts). On a tablet
// agents share, the agent may also remove this device's contracts, but only when the cloud has every one of them:
// otherwise the dialog says how many are not synced. The work scopes are kept either way.
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../sync/session-store';
import { checkDeviceContracts, removeDeviceContracts, type DeviceContracts } from './sign-out';
import { useOnlineStatus } from '../hooks/use-online-status';
import { Dialog } from '#web/components/dialog';

type Check = { state: 'checking' } | { state: 'failed' } | { state: 'done'; contracts: DeviceContracts };

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What the dialog says about the device's contracts, and whether they may be removed. */
function describeDeviceContracts(check: Check): { text: string; canRemove: boolean; offerRemoval: boolean } {
  if (check.state === 'checking')
    return { text: 'Checking the contracts on this device…', canRemove: false, offerRemoval: true };
  if (check.state === 'failed') {
    return {
      text: 'The contracts on this device could not be checked, so they cannot be removed now.',
      canRemove: false,
      offerRemoval: true,
    };
  }
  const { total, notSynced, unsavedDraft } = check.contracts;
  const lines: string[] = [];
  const waiting = notSynced.length;
  if (waiting > 0) {
    lines.push(
      waiting === total
        ? `The ${total} ${plural(total, 'contract on this device is', 'contracts on this device are')} not synced.`
        : `Of the ${total} contracts on this device, ${waiting} ${plural(waiting, 'is', 'are')} not synced.`,
      `Signing out keeps ${plural(waiting, 'it', 'them')} here; sync ${plural(waiting, 'it', 'them')} in My Contracts before removing this device’s contracts, or ${plural(waiting, 'it', 'they')} would be lost.`,
    );
  }
  if (unsavedDraft) {
    lines.push(
      'The contract being built has changes not saved in My Contracts yet: name its first goal to save it, or start a new contract to discard it.',
    );
  }
  if (lines.length > 0) return { text: lines.join(' '), canRemove: false, offerRemoval: true };
  if (total === 0) return { text: 'There are no contracts on this device.', canRemove: false, offerRemoval: false };
  const all =
    total === 1 ? 'The 1 contract on this device is synced' : `The ${total} contracts on this device are all synced`;
  return {
    text: `${all}. You can also remove ${plural(total, 'it', 'them')} from this device: the cloud keeps ${plural(total, 'it', 'them')}, and the work scopes stay.`,
    canRemove: true,
    offerRemoval: true,
  };
}

export function SignOutDialog({ onClosed }: { onClosed: () => void }) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const titleId = useId();
  const bodyId = useId();
  const contractsId = useId();
  const [show, setShow] = useState(true);
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    checkDeviceContracts().then(
      (contracts) => live && setCheck({ state: 'done', contracts }),
      () => live && setCheck({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function signOut(): Promise<void> {
    setShow(false);
    // Signed out on this device at once; telling the server may take a while.
    const done = useSessionStore.getState().signOut();
    await navigate('/');
    await done;
  }

  async function signOutAndRemove(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const outcome = await removeDeviceContracts();
      if (!outcome.removed) {
        // Something changed meanwhile (another tab): say what, and sign nobody out.
        setCheck({ state: 'done', contracts: outcome.contracts });
        setBusy(false);
        return;
      }
    } catch {
      setError(
        'The contracts could not be removed from this device, so you are still signed in. Try again, or just sign out.',
      );
      setBusy(false);
      return;
    }
    await signOut();
  }

  const contracts = describeDeviceContracts(check);
  return (
    <Dialog
      show={show}
      onHide={() => setShow(false)}
      onExited={onClosed}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          Sign Out
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <p id={bodyId}>Sign out of Contract Builder on this device?</p>
        {!online && (
          <p>This device is offline: you are signed out here at once, and the server is told when it is back online.</p>
        )}
        <p id={contractsId} className="mb-0">
          {contracts.text}
        </p>
        {error && (
          <p role="alert" className="text-danger mt-3 mb-0">
            {error}
          </p>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {/* autoFocus: a stray Enter cancels rather than signs out. */}
        <Button variant="outline-secondary" onClick={() => setShow(false)} autoFocus disabled={busy}>
          Cancel
        </Button>
        {contracts.offerRemoval && (
          <Button
            variant="outline-danger"
            onClick={() => void signOutAndRemove()}
            disabled={busy || !contracts.canRemove}
            aria-describedby={contractsId}
          >
            Sign Out and Remove Contracts
          </Button>
        )}
        <Button variant="primary" onClick={() => void signOut()} disabled={busy}>
          Sign Out
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
