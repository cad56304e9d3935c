// When the outbox tries a message again: after 1 minute, then twice as long
// each time (at most 6 hours apart); after 10 failed attempts, about 8 1/2
// hours of a mail server refusing, it gives up and My Contracts says so.
export const MAX_SEND_ATTEMPTS = 10;
/** How long a worker holds a message it is sending; one that died lets it go after that. */
export const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** The pause after `attempts` failed attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
