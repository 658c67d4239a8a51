/**
 * A semaphore as a function: `run(task)` starts the task at once while fewer than `slots`
 * run, otherwise when one of them ends (first come, first served). A failing task frees
 * its slot like a finished one.
 */
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
