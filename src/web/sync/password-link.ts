// Setting one's password with the office's one-time link (docs/decisions/048-set-password-links.md): no session is
// needed, only the link's token, which the page reads from its fragment.
import { setPasswordByLink } from '#api/endpoints/auth-endpoints';
import { callEndpoint } from './api-client';

export type SetPasswordOutcome = { ok: true; email: string } | { ok: false; message: string };

export async function setPasswordWithLink(token: string, password: string): Promise<SetPasswordOutcome> {
  const result = await callEndpoint(setPasswordByLink, { body: { token, password } });
  if (result.ok) return { ok: true, email: result.data.email };
  if (result.kind === 'offline')
    return { ok: false, message: 'The server cannot be reached: try again with a connection.' };
  return { ok: false, message: result.message };
}
