// The bar over every screen (docs/product-rules.md#screens): who is signed in, syncs that need the agent, the main
// actions and whether the tablet is online. Part of every first paint, so it is plain Bootstrap markup: what New
// Contract and Sign Out need is fetched when pressed. Sign Out asks first (sign-out-dialog.tsx).
import { lazy, Suspense, useState } from 'react';
import {
  BoxArrowInRight,
  BoxArrowRight,
  CloudArrowDown,
  ExclamationTriangleFill,
  FileEarmarkPlus,
  Folder2Open,
  Wifi,
  WifiOff,
} from 'react-bootstrap-icons';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '../components/confirm-store';
import { START_NEW_CONTRACT } from '../components/confirmations';
import { BrandMark } from '../components/icons';
import { Tooltip } from '../components/tooltip';
import { selectDisplayName } from '../sync/session-state';
import { useSessionStore } from '../sync/session-store';
import { selectProblemCount, useSyncProblemsStore } from '../sync/sync-problems-store';
import { useDeviceKnown } from '../hooks/use-device-known';
import { useOnlineStatus } from '../hooks/use-online-status';

const ICON_SIZE = 22;

const SignOutDialog = lazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

async function startNewContract(): Promise<void> {
  const { startNewContract: start } = await import('../contract-in-progress/new-contract');
  await start();
}

async function formIsUntouched(): Promise<boolean> {
  const { formIsUntouched: untouched } = await import('../contract-in-progress/new-contract');
  return untouched();
}

export interface TopBarProps {
  /** What "New Contract" does once confirmed; the builder store plugs in here. */
  onStartNewContract?: () => Promise<void> | void;
  /** Whether the form has nothing typed in it, so New Contract asks nothing. */
  isFormUntouched?: () => Promise<boolean> | boolean;
}

/** 'Needs attention' with a count, while syncs wait for the agent (refused, or a conflict to resolve). */
function NeedsAttention() {
  const count = useSyncProblemsStore(selectProblemCount);
  if (count === 0) return null;
  const label = count === 1 ? '1 contract needs your attention' : `${count} contracts need your attention`;
  return (
    <Tooltip text="Needs attention">
      <Link
        to="/contracts"
        className="btn btn-link top-bar-icon top-bar-attention text-decoration-none"
        aria-label={label}
      >
        <ExclamationTriangleFill size={ICON_SIZE - 4} aria-hidden="true" />
        <span className="top-bar-attention-count" aria-hidden="true">
          {count}
        </span>
      </Link>
    </Tooltip>
  );
}

/** Online or offline; a blank of the same size in the page drawn at build time, which cannot know. */
function WifiStatus() {
  const known = useDeviceKnown();
  const online = useOnlineStatus();
  return (
    <Tooltip text="Wifi" align="end">
      {!known ? (
        <span className="top-bar-icon top-bar-status" />
      ) : (
        <span className={`top-bar-icon top-bar-status${online ? '' : ' is-offline'}`} role="status">
          {online ? <Wifi size={ICON_SIZE} aria-hidden="true" /> : <WifiOff size={ICON_SIZE} aria-hidden="true" />}
          <span className="top-bar-label">{online ? 'Online' : 'Offline'}</span>
        </span>
      )}
    </Tooltip>
  );
}

export function TopBar({ onStartNewContract = startNewContract, isFormUntouched = formIsUntouched }: TopBarProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const online = useOnlineStatus();
  const status = useSessionStore((state) => state.status);
  const display = useSessionStore(selectDisplayName);
  const [askingSignOut, setAskingSignOut] = useState(false);
  const signedIn = status === 'signed-in';
  const canSync = online && signedIn;

  // Nothing typed: nothing to lose, so no question; and the agent lands on the first step (decision 058).
  async function handleNewContract() {
    if (!(await isFormUntouched()) && !(await confirm(START_NEW_CONTRACT))) return;
    await onStartNewContract();
    await navigate('/builder/customer');
  }

  return (
    <header className="top-bar no-print">
      <div className="container d-flex align-items-center gap-2">
        <Link to="/" className="brand d-inline-flex align-items-center gap-2 text-decoration-none me-auto">
          <BrandMark />
          <span>Contract Builder</span>
        </Link>
        <span className="top-bar-user text-truncate" data-testid="top-bar-user">
          {status === 'restoring' ? '' : display}
        </span>
        <nav aria-label="Account and tools" className="d-flex align-items-center gap-1">
          <NeedsAttention />
          {signedIn ? (
            <Tooltip text="Sign Out">
              <button
                type="button"
                className="btn btn-link top-bar-icon"
                aria-label="Sign Out"
                onClick={() => setAskingSignOut(true)}
              >
                <BoxArrowRight size={ICON_SIZE} aria-hidden="true" />
                <span className="top-bar-label" aria-hidden="true">
                  Sign Out
                </span>
              </button>
            </Tooltip>
          ) : (
            <Tooltip text="Sign In">
              <Link to="/login" className="btn btn-link top-bar-icon" aria-label="Sign In">
                <BoxArrowInRight size={ICON_SIZE} aria-hidden="true" />
                <span className="top-bar-label" aria-hidden="true">
                  Sign In
                </span>
              </Link>
            </Tooltip>
          )}
          {canSync ? (
            <Tooltip text="Sync Scopes">
              <Link to="/data-transfer" className="btn btn-link top-bar-icon" aria-label="Sync Scopes">
                <CloudArrowDown size={ICON_SIZE} aria-hidden="true" />
                <span className="top-bar-label" aria-hidden="true">
                  Sync Scopes
                </span>
              </Link>
            </Tooltip>
          ) : (
            // A disabled button fires no pointer events, so its wrapper carries the tooltip.
            <Tooltip text="Sync Scopes">
              <span className="d-inline-block">
                <button
                  type="button"
                  className="btn btn-link top-bar-icon"
                  aria-label="Sync Scopes"
                  aria-disabled="true"
                  disabled
                  aria-describedby="sync-scopes-reason"
                >
                  <CloudArrowDown size={ICON_SIZE} aria-hidden="true" />
                  <span className="top-bar-label" aria-hidden="true">
                    Sync Scopes
                  </span>
                </button>
                <span id="sync-scopes-reason" className="visually-hidden">
                  {online ? 'Sign in to sync the work scopes.' : 'Offline: syncing needs a connection.'}
                </span>
              </span>
            </Tooltip>
          )}
          <Tooltip text="Contracts">
            <Link to="/contracts" className="btn btn-link top-bar-icon" aria-label="Contracts">
              <Folder2Open size={ICON_SIZE} aria-hidden="true" />
              <span className="top-bar-label" aria-hidden="true">
                Contracts
              </span>
            </Link>
          </Tooltip>
          <Tooltip text="New Contract">
            <button
              type="button"
              className="btn btn-link top-bar-icon"
              aria-label="New Contract"
              onClick={() => void handleNewContract()}
            >
              <FileEarmarkPlus size={ICON_SIZE} aria-hidden="true" />
              <span className="top-bar-label" aria-hidden="true">
                New Contract
              </span>
            </button>
          </Tooltip>
          <WifiStatus />
        </nav>
      </div>
      {askingSignOut && (
        <Suspense fallback={null}>
          <SignOutDialog onClosed={() => setAskingSignOut(false)} />
        </Suspense>
      )}
    </header>
  );
}
