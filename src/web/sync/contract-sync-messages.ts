// The words of contract sync that more than one screen shows: the sign-in
// alert, the failure line with its reason, and the server's refusal with the
// problems it listed.
import { z } from 'zod';
import type { ApiFailure } from './http-request';

export const AUTH_REQUIRED = { title: 'Authentication Required', text: 'You must sign in before you can sync.' };
export const SYNC_FAILED_MESSAGE = 'Sync failed — your contract is safe on this device';

/** 'Sync failed — your contract is safe on this device. The server cannot be reached.' */
export function syncFailedMessage(reason?: string): string {
  const why = reason?.trim() ?? '';
  return why === '' ? `${SYNC_FAILED_MESSAGE}.` : `${SYNC_FAILED_MESSAGE}. ${why}`;
}

export const OFFLINE_REASON = 'This device is offline; it syncs by itself once you are back online and signed in.';
export const UNREACHABLE_REASON = 'The server cannot be reached.';

const problemsSchema = z.array(
  z.object({ path: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional(), message: z.string() }),
);

/** The server's reason, with the problems of its details that the message does not already name. */
export function refusalMessage(failure: Pick<Extract<ApiFailure, { kind: 'http' }>, 'message' | 'details'>): string {
  const parsed = problemsSchema.safeParse(failure.details);
  if (!parsed.success) return failure.message;
  const extra = parsed.data
    .filter((problem) => !failure.message.includes(problem.message))
    .map(({ path, message }) => {
      const where = Array.isArray(path) ? path.join('.') : (path ?? '');
      return where === '' ? message : `${where}: ${message}`;
    });
  if (extra.length === 0) return failure.message;
  const more = extra.length - 3;
  return `${failure.message} ${extra.slice(0, 3).join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
