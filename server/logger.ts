import pino from "pino";

/**
 * Structured JSON logs. Form contents, e-mail addresses, phone numbers and
 * passphrases never belong in a log line: request logs carry method, path,
 * status and timing only, and these paths are redacted as a second guard in
 * case an object holding them is ever logged by mistake.
 */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        "*.email", "*.telefoon", "*.telefono", "*.phone", "*.passphrase", "*.content", "*.message",
        "*.details", "*.mensaje", "*.naam", "*.nombre", "*.name", "req.headers.cookie", "req.headers.authorization",
      ],
      censor: "[redacted]",
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
