// Bounded waits for the browser benchmarks: a step that takes too long fails
// the run instead of hanging it, and closing what was opened never throws.

export async function withDeadline<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes something within `timeoutMs`, reporting rather than throwing when it cannot. */
export async function closeQuietly(what: string, close: () => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  try {
    await withDeadline(close(), timeoutMs, `Closing the ${what}`);
  } catch (error) {
    console.error(`Could not close the ${what}:`, error);
  }
}
