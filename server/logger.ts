import pino from "pino";

/**
 * Structured JSON logs. Form contents, e-mail addresses, phone numbers and
 * passphrases never belong in a log line: request logs carry method, path,
 * status and timing only, and these form fields are redacted as a second guard
 * in case an object holding them is ever logged by mistake. (Generic keys such as
 * `message` are not redacted: errors need theirs.)
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
    level,
    redact: {
      paths: [
        "*.email", "*.telefoon", "*.telefono", "*.phone", "*.passphrase", "*.content", "*.contentEnc",
        "*.details", "*.mensaje", "*.naam", "*.nombre", "req.headers.cookie", "req.headers.authorization",
      ],
      censor: "[redacted]",
    },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
