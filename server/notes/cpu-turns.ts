/**
 * Scoring and signing the largest note, or checking its log, costs 10–30 ms of CPU
 * (parsing 15,000 events, rebuilding 10,000 characters, scoring, serialising). Ten
 * such notes at once held /healthz for up to 330 ms (tests/faults/notes-cost.faults.test.ts).
 * Run here, such work goes one note at a time, and `nextTurn()` between its steps lets
 * the event loop answer other requests in between. Node runs JavaScript on one thread
 * anyway: taking notes in turn costs no throughput.
 */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after the heavy work already queued; its result or error is the caller's. */
export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Resolves after the event loop has taken pending I/O (incoming requests, query results). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
