// The site information the server gives (GET /api/site): the https address
// agents should open, which a page opened over plain http names in its banner.
import { getSite } from '#api/endpoints/health-endpoints';
import { sendCall } from './http-request';

/** The secure address, or null when the server does not know one or cannot be reached. */
export async function fetchSecureUrl(): Promise<string | null> {
  const result = await sendCall(getSite, {});
  return result.ok ? result.data.secureUrl : null;
}
