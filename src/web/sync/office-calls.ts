// The office console's calls (docs/decisions/043-the-office-console.md): each answers its data or the reason the
// office should read, offline, signed out, not allowed, or the server's own message.
import type { EndpointCall, EndpointData, EndpointDefinition } from '#api/endpoint';
import { callEndpoint } from './api-client';
import { isOnline } from './online';
import { useSessionStore } from './session-store';

export type OfficeResult<T> = { ok: true; data: T } | { ok: false; message: string };

type Listener = () => void;
const secondFactorListeners = new Set<Listener>();

/**
 * Called when an office call is answered that the session must give its second factor again (12 hours on, 30 idle
 * minutes: decision 075), so the console asks for the code in place of the screen. Answers the unsubscribe.
 */
export function onSecondFactorNeeded(listener: Listener): () => void {
  secondFactorListeners.add(listener);
  return () => secondFactorListeners.delete(listener);
}

export const OFFICE_OFFLINE_MESSAGE = 'The office console needs a connection: nothing was changed.';
export const OFFICE_SIGN_IN_MESSAGE = 'Sign in again to use the office console.';

export async function callOffice<E extends EndpointDefinition>(
  endpoint: E,
  call: EndpointCall<E>,
): Promise<OfficeResult<EndpointData<E>>> {
  if (!isOnline()) return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  if (useSessionStore.getState().status !== 'signed-in') return { ok: false, message: OFFICE_SIGN_IN_MESSAGE };
  const result = await callEndpoint(endpoint, call);
  if (result.ok) return { ok: true, data: result.data };
  if (result.kind === 'offline') return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  if (result.status === 401) return { ok: false, message: OFFICE_SIGN_IN_MESSAGE };
  if (result.status === 403 && result.code === 'SECOND_FACTOR_REQUIRED') {
    for (const listener of secondFactorListeners) listener();
  }
  return { ok: false, message: result.message };
}
