import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { tlogCheckpoints } from "../db/schema";
import type { Logger } from "../logger";
import type { CheckpointSigner } from "./checkpoint-signer";
import { hasPending, integratePending, MAX_BATCH } from "./integrate";
import { requestTimestamp } from "./timestamp";

/** The NOTIFY each stored note sends (migration 0013's trigger): wakes every instance's sequencer. */
export const NOTES_TO_LOG_CHANNEL = "notes_to_log";
/**
 * Polling besides the NOTIFY: a note whose wake-up came while another instance held
 * the log (its batch may have been read just before that note committed) waits at
 * most this long, well inside the bound of a checkpoint within 5 s of a note.
 */
export const SEQUENCER_POLL_MS = 1_000;
/** A checkpoint whose timestamp failed is asked for again on later rounds for this long, then left untimestamped. */
export const TIMESTAMP_RETRY_WINDOW = "1 hour";
/**
 * At most one authority request per this many ms per instance: a burst of notes makes
 * one request, not one per checkpoint (public authorities ban floods), and each note
 * is still dated within seconds by the first timestamped checkpoint covering it.
 */
export const TIMESTAMP_INTERVAL_MS = 5_000;

export interface LogSequencer {
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Each instance runs one: it appends stored notes to the public log in batches (one
 * instance at a time, ./integrate.ts), then, with TSA_URL, has the newest checkpoint
 * timestamped. Notes are never appended in the request that stores them: creating a
 * note costs one NOTIFY, and the log is written in batches, as CT logs and tessera do.
 */
export function startLogSequencer({
  database,
  config,
  signer,
  logger,
  pollMs = SEQUENCER_POLL_MS,
}: {
  database: Database;
  config: Pick<Config, "TSA_URL">;
  signer: CheckpointSigner;
  logger: Logger;
  pollMs?: number;
}): LogSequencer {
  let running: Promise<void> | null = null;
  let woken = false;
  let stopped = false;
  let lastFailure = 0;
  // At start, and after each append: the newest checkpoint may still need its timestamp.
  let untimestamped = true;
  let timestamping: Promise<void> | null = null;
  let lastTimestampAt = 0;

  /**
   * One authority request at a time, at most one per TIMESTAMP_INTERVAL_MS, never
   * awaited by the append: a slow or hanging authority delays only the timestamps
   * (an entry is dated by the first timestamped checkpoint covering it), never the log.
   */
  const timestampSoon = () => {
    if (
      !config.TSA_URL ||
      !untimestamped ||
      timestamping ||
      stopped ||
      Date.now() - lastTimestampAt < TIMESTAMP_INTERVAL_MS
    )
      return;
    const tsaUrl = config.TSA_URL;
    lastTimestampAt = Date.now();
    untimestamped = false;
    timestamping = timestampNewest(database, tsaUrl)
      .then(() => undefined)
      .catch((error: unknown) => {
        untimestamped = true;
        logger.warn(
          { err: (error as Error).message },
          "the public log's checkpoint could not be timestamped; retrying",
        );
      })
      .finally(() => {
        timestamping = null;
      });
  };

  const round = async () => {
    while (!stopped) {
      woken = false;
      // One indexed read when idle (every poll), the append's transaction only when a note waits.
      if (!(await hasPending(database.db))) break;
      const integrated = await integratePending(database.db, signer);
      if (integrated && integrated.appended > 0) {
        untimestamped = true;
        logger.debug({ size: integrated.size, appended: integrated.appended }, "notes appended to the public log");
      }
      if (integrated?.appended === MAX_BATCH || woken) continue;
      break;
    }
    timestampSoon();
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      woken = true;
      return;
    }
    running = round()
      .catch((error: unknown) => {
        // The database is away: the next poll tries again. Said once a minute at most.
        if (Date.now() - lastFailure > 60_000)
          logger.warn({ err: (error as Error).message }, "the public log could not be appended to; retrying");
        lastFailure = Date.now();
      })
      .finally(() => {
        running = null;
      });
  };

  const unlisten = database.listen(NOTES_TO_LOG_CHANNEL, wake);
  const poll = setInterval(wake, pollMs);
  poll.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
      await timestamping;
      await unlisten();
    },
  };
}

/**
 * Timestamps the newest checkpoint if it has no reply yet (and is recent): one
 * authority request per checkpoint, its exact signed-note bytes hashed. Two instances
 * asking at once both get a reply; the first stored stays.
 */
export async function timestampNewest(database: Pick<Database, "db">, tsaUrl: string): Promise<boolean> {
  const { db } = database;
  const [newest] = await db
    .select({
      size: tlogCheckpoints.size,
      signedNote: tlogCheckpoints.signedNote,
      timestampReply: tlogCheckpoints.timestampReply,
    })
    .from(tlogCheckpoints)
    .where(gt(tlogCheckpoints.createdAt, sql`now() - ${TIMESTAMP_RETRY_WINDOW}::interval`))
    .orderBy(desc(tlogCheckpoints.size))
    .limit(1);
  if (!newest || newest.timestampReply) return false;
  const reply = await requestTimestamp(tsaUrl, new TextEncoder().encode(newest.signedNote));
  await db
    .update(tlogCheckpoints)
    .set({ timestampReply: reply })
    .where(and(eq(tlogCheckpoints.size, newest.size), isNull(tlogCheckpoints.timestampReply)));
  return true;
}
