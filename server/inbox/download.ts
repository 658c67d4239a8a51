/** A file name with today's date (UTC), e.g. "inbox-2026-11-23.csv". */
export function datedFilename(prefix: string, extension: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.${extension}`;
}

export function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}

// Enough text per chunk that 100,000 rows are a few hundred writes, not 100,000.
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * A response body from text made on demand: the next piece is produced only when the
 * client has taken the last one, so a large export never sits in memory whole.
 */
export function textStream(
  pieces: AsyncGenerator<string>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        let chunk = "";
        while (chunk.length < CHUNK_CHARACTERS) {
          const next = await pieces.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += next.value;
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        // Headers are out: the only honest signal left is a broken download.
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/** Starts a generator (runs it to its first value) so an error there, e.g. the database being down, is answered before any header is sent. */
export async function started<T>(source: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await source.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* source;
  })();
}
