// The bar over every screen (spec section 2, "Top bar"): the brand, who is
// signed in, and icon buttons with tooltips for sign in/out, sync scopes,
// contracts, new contract, and whether the tablet is online.
import type { ReactElement } from 'react';
import { Button, Container, OverlayTrigger, Tooltip } from 'react-bootstrap';
import {
  BoxArrowInRight,
  BoxArrowRight,
  CloudArrowDown,
  FileEarmarkPlus,
  Folder2Open,
  Wifi,
  WifiOff,
} from 'react-bootstrap-icons';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '../components/confirm-dialog';
import { START_NEW_CONTRACT } from '../components/confirmations';
import { BrandMark } from '../components/icons';
import { selectDisplayName, useSessionStore } from '../sync/session-store';
import { startNewContract } from './new-contract';
import { useOnlineStatus } from './use-online-status';

/** Spec section 9: tooltips show after 500 ms and hide at once. */
export const TOOLTIP_DELAY = { show: 500, hide: 0 } as const;
const ICON_SIZE = 22;

function WithTooltip({ id, text, children }: { id: string; text: string; children: ReactElement }) {
  return (
    <OverlayTrigger placement="bottom" delay={TOOLTIP_DELAY} overlay={<Tooltip id={id}>{text}</Tooltip>}>
      {children}
    </OverlayTrigger>
  );
}

export interface TopBarProps {
  /** What "New Contract" does once confirmed; the builder store plugs in here. */
  onStartNewContract?: () => Promise<void> | void;
}

export function TopBar({ onStartNewContract = startNewContract }: TopBarProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const online = useOnlineStatus();
  const status = useSessionStore((state) => state.status);
  const display = useSessionStore(selectDisplayName);
  const signOut = useSessionStore((state) => state.signOut);
  const signedIn = status === 'signed-in';
  const canSync = online && signedIn;

  async function handleSignOut() {
    await signOut();
    await navigate('/');
  }

  async function handleNewContract() {
    if (!(await confirm(START_NEW_CONTRACT))) return;
    await onStartNewContract();
    await navigate('/');
  }

  return (
    <header className="top-bar no-print">
      <Container className="d-flex align-items-center gap-2">
        <Link to="/" className="brand d-inline-flex align-items-center gap-2 text-decoration-none me-auto">
          <BrandMark />
          <span>Contract Builder</span>
        </Link>
        <span className="top-bar-user text-truncate" data-testid="top-bar-user">
          {status === 'restoring' ? '' : display}
        </span>
        <nav aria-label="Account and tools" className="d-flex align-items-center gap-1">
          {signedIn ? (
            <WithTooltip id="tip-sign-out" text="Sign Out">
              <Button variant="link" className="top-bar-icon" aria-label="Sign Out" onClick={() => void handleSignOut()}>
                <BoxArrowRight size={ICON_SIZE} aria-hidden="true" />
              </Button>
            </WithTooltip>
          ) : (
            <WithTooltip id="tip-sign-in" text="Sign In">
              <Link to="/login" className="btn btn-link top-bar-icon" aria-label="Sign In">
                <BoxArrowInRight size={ICON_SIZE} aria-hidden="true" />
              </Link>
            </WithTooltip>
          )}
          {canSync ? (
            <WithTooltip id="tip-sync" text="Sync Scopes">
              <Link to="/data-transfer" className="btn btn-link top-bar-icon" aria-label="Sync Scopes">
                <CloudArrowDown size={ICON_SIZE} aria-hidden="true" />
              </Link>
            </WithTooltip>
          ) : (
            // A disabled button fires no pointer events, so its wrapper carries the tooltip.
            <WithTooltip id="tip-sync" text="Sync Scopes">
              <span className="d-inline-block">
                <Button
                  variant="link"
                  className="top-bar-icon"
                  aria-label="Sync Scopes"
                  aria-disabled="true"
                  disabled
                  aria-describedby="sync-scopes-reason"
                >
                  <CloudArrowDown size={ICON_SIZE} aria-hidden="true" />
                </Button>
                <span id="sync-scopes-reason" className="visually-hidden">
                  {online ? 'Sign in to sync the work scopes.' : 'Offline: syncing needs a connection.'}
                </span>
              </span>
            </WithTooltip>
          )}
          <WithTooltip id="tip-contracts" text="Contracts">
            <Link to="/contracts" className="btn btn-link top-bar-icon" aria-label="Contracts">
              <Folder2Open size={ICON_SIZE} aria-hidden="true" />
            </Link>
          </WithTooltip>
          <WithTooltip id="tip-new-contract" text="New Contract">
            <Button variant="link" className="top-bar-icon" aria-label="New Contract" onClick={() => void handleNewContract()}>
              <FileEarmarkPlus size={ICON_SIZE} aria-hidden="true" />
            </Button>
          </WithTooltip>
          <WithTooltip id="tip-wifi" text="Wifi">
            <span className={`top-bar-icon top-bar-status${online ? '' : ' is-offline'}`} role="status">
              {online ? <Wifi size={ICON_SIZE} aria-hidden="true" /> : <WifiOff size={ICON_SIZE} aria-hidden="true" />}
              <span className="visually-hidden">{online ? 'Online' : 'Offline'}</span>
            </span>
          </WithTooltip>
        </nav>
      </Container>
    </header>
  );
}
