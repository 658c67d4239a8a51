import cluster from "node:cluster";
import { hostname } from "node:os";
import pino from "pino";
import { REDACTED_FORM_FIELDS } from "#app/forms/index.server.ts";

/**
 * Structured JSON logs. Form contents, e-mail addresses, phone numbers and
 * passphrases never belong in a log line: request logs carry method, path,
 * status and timing only, and the fields each form's definition names (app/forms/) and
 * the notebook's are redacted as a second guard in case an object holding them is ever
 * logged by mistake. (Generic keys such as `message` are not redacted: errors need theirs.)
 * Each line carries the process id and, in a cluster (server/cluster.ts), the worker's
 * number, so one worker's story can be read alone.
 */
const REDACTED_KEYS = [...REDACTED_FORM_FIELDS, "passphrase", "content", "contentEnc"];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { pid: process.pid, hostname: hostname(), ...(cluster.worker && { worker: cluster.worker.id }) },
      redact: {
        paths: [...REDACTED_KEYS.map((key) => `*.${key}`), "req.headers.cookie", "req.headers.authorization"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
