/**
 * A value read from the database and kept current on this process: read again when
 * `channel` is notified (a change committed, on any instance), every `backstopMs`
 * anyway (a LISTEN connection can die without a word, a NAT or firewall dropping it),
 * and `retryMs` after a failed read (the database was away; the last value stays).
 * One read at a time, and one more after it when a notification came in meanwhile:
 * reads finishing out of order could otherwise put an older value back.
 */
export function watchedValue<T>({
  read,
  listen,
  channel,
  onValue,
  backstopMs = 10_000,
  retryMs = 1_000,
}: {
  read: () => Promise<T>;
  listen: (channel: string, onNotify: () => void) => () => Promise<void>;
  channel: string;
  /** Each value read, in order. */
  onValue: (value: T) => void;
  backstopMs?: number;
  retryMs?: number;
}) {
  let unlisten: (() => Promise<void>) | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const refresh = (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      let failed = false;
      do {
        readAgain = false;
        try {
          onValue(await read());
          failed = false;
        } catch {
          failed = true;
        }
      } while (readAgain);
      reading = undefined;
      if (!stopped) scheduleRead(failed ? retryMs : backstopMs);
    })();
    return reading;
  };
  const scheduleRead = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), delayMs);
    timer.unref();
  };

  return {
    /** Starts listening (once) and reads now; resolves when that read is done, whether it succeeded or not. */
    refresh(): Promise<void> {
      unlisten ??= listen(channel, () => void refresh());
      return refresh();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
