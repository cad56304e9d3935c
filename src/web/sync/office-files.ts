// Files the office console downloads (a signed PDF, the contracts as CSV): the same session as every call (the access
// token, one refresh on a 401), the answer kept as a Blob for the browser to save.
import type { EndpointCall, EndpointDefinition } from '#api/endpoint';
import { endpointRequest } from './http-request';
import { OFFICE_OFFLINE_MESSAGE, OFFICE_SIGN_IN_MESSAGE, type OfficeResult } from './office-calls';
import { isOnline } from './online';
import { useSessionStore } from './session-store';

async function fetchFile(path: string): Promise<Response | null> {
  const token = useSessionStore.getState().accessToken;
  try {
    return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return null;
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}

export async function officeFile<E extends EndpointDefinition>(
  endpoint: E,
  call: EndpointCall<E>,
): Promise<OfficeResult<Blob>> {
  if (!isOnline()) return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  const { path } = endpointRequest(endpoint, call);
  let response = await fetchFile(path);
  if (response?.status === 401 && (await useSessionStore.getState().refresh())) response = await fetchFile(path);
  if (response === null) return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  if (response.status === 401) return { ok: false, message: OFFICE_SIGN_IN_MESSAGE };
  if (!response.ok) return { ok: false, message: await messageOf(response) };
  try {
    return { ok: true, data: await response.blob() };
  } catch {
    return { ok: false, message: OFFICE_OFFLINE_MESSAGE };
  }
}

/** Hands a downloaded file to the browser to save under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
