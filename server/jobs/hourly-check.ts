/** How often each instance asks whether a daily job (the digest, retention) is due. */
export const HOURLY_CHECK_MS = 60 * 60 * 1000;

/**
 * Runs `check` a minute after start, then hourly: the daily jobs ask each time whether
 * they are due, so an instance that was down at their hour runs them at its next check.
 * The timers are unref'd, so they never keep the process alive. Stop them with the answer.
 */
export function startHourlyCheck(check: () => unknown): () => void {
  const first = setTimeout(check, 60_000);
  const timer = setInterval(check, HOURLY_CHECK_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
