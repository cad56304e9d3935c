// The one door from the web app to the API: apiRequest adds the in-memory access token and, on a 401, refreshes the
// session once (the session store serialises refreshes) and retries once. Failures come back as values; no time-out
// unless the caller passes one or a signal (docs/product-rules.md#limits-and-timings), as cross-tab lock holders do.
import type { EndpointCall, EndpointData, EndpointDefinition } from '#api/endpoint';
import { endpointRequest, sendRequest, type ApiResult, type CallOptions, type HttpMethod } from './http-request';
import { useSessionStore } from './session-store';
import type { z } from 'zod';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; leave it out for a request without a body. */
  body?: unknown;
  /** Parses a 2xx JSON answer; a mismatch is a failure with code 'INVALID_RESPONSE'. */
  schema?: z.ZodType<T>;
  /** Send the access token and refresh it on a 401 (default true). */
  auth?: boolean;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Each request (the retry after a refresh too) ends as 'offline' after this long without an answer. */
  timeoutMs?: number;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<ApiResult<T>> {
  const { auth = true, ...rest } = options;
  if (!auth) return sendRequest(path, rest);

  const session = useSessionStore.getState();
  let refreshed = false;
  // A session restored offline has no token yet: get one before asking.
  if (session.status === 'signed-in' && !session.accessToken) {
    refreshed = true;
    await session.refresh();
  }
  const first = await sendRequest(path, { ...rest, accessToken: useSessionStore.getState().accessToken });
  if (first.ok || first.kind !== 'http' || first.status !== 401 || refreshed) return first;

  if (!(await useSessionStore.getState().refresh())) return first;
  return sendRequest(path, { ...rest, accessToken: useSessionStore.getState().accessToken });
}

/**
 * Calls one endpoint of src/api/endpoints/ with the session: the access token
 * and the one refresh on a 401 (apiRequest), a success answer read with the
 * endpoint's schema.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  call: EndpointCall<E>,
  options: Omit<CallOptions, 'accessToken'> = {},
): Promise<ApiResult<EndpointData<E>>> {
  const request = endpointRequest(endpoint, call);
  return apiRequest(request.path, { ...options, ...request.options, auth: endpoint.auth === 'bearer' });
}
