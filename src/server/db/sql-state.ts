// The SQLSTATE of a database error, wherever it sits: on the error itself
// (node-postgres, PGlite) or on the errors it wraps (Drizzle's
// DrizzleQueryError puts the driver's error in `cause`).
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
