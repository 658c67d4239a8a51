// Network errors, PostgreSQL's "shutting down / crashed / starting up / connection lost /
// no such database" codes, and the messages pg and PGlite give for a connection that is gone.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08006",
  "08001",
  "3D000",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/** True when an error (or any error in its `cause` chain) means the database cannot be reached: a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
