// Guide PDFs come through here like every other API call: with the access token, one refresh on a 401, and failures
// as values. The service worker keeps every guide opened once (CacheFirst by URL), so a guide viewed with a
// connection opens again offline, token or not.
import { OFFLINE_MESSAGE } from './request-messages';
import { useSessionStore } from './session-store';

export type GuideDownload = { ok: true; data: Uint8Array } | { ok: false; message: string };

export const GUIDE_UNAVAILABLE_MESSAGE =
  'This guide could not be opened. It is available offline only after it has been viewed once with a connection.';

export function guideUrl(name: string): string {
  return `/api/guides/${encodeURIComponent(name)}.pdf`;
}

async function fetchGuide(name: string, accessToken: string | null, signal?: AbortSignal): Promise<Response | null> {
  try {
    return await fetch(guideUrl(name), {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
}

export async function downloadGuidePdf(name: string, signal?: AbortSignal): Promise<GuideDownload> {
  let response = await fetchGuide(name, useSessionStore.getState().accessToken, signal);
  if (response?.status === 401 && (await useSessionStore.getState().refresh())) {
    response = await fetchGuide(name, useSessionStore.getState().accessToken, signal);
  }
  if (response === null) return { ok: false, message: `${GUIDE_UNAVAILABLE_MESSAGE} (${OFFLINE_MESSAGE})` };
  if (response.status === 401) return { ok: false, message: 'Sign in to open this guide.' };
  if (!response.ok) return { ok: false, message: GUIDE_UNAVAILABLE_MESSAGE };
  // The connection can drop after the answer began: the body then fails to arrive ("Load failed" in Safari).
  try {
    return { ok: true, data: new Uint8Array(await response.arrayBuffer()) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, message: `${GUIDE_UNAVAILABLE_MESSAGE} (${OFFLINE_MESSAGE})` };
  }
}

/**
 * Fetches each guide once, one after another, so the service worker keeps a
 * copy for offline use. Only worth doing when a service worker controls the
 * page; failures are ignored (the guide is fetched again when opened).
 */
export async function precacheGuides(names: readonly string[]): Promise<number> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return 0;
  let cached = 0;
  for (const name of names) {
    if ((await downloadGuidePdf(name)).ok) cached += 1;
  }
  return cached;
}
