// Words the office console's screens share.
import type { Role } from '#api/roles';

export const ROLE_NAMES: Record<Role, string> = { agent: 'Agent', manager: 'Manager', admin: 'Admin' };

/** The API's messages continue a sentence ('a first name is needed'); under a field they start one. */
export function asSentence(message: string): string {
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}
