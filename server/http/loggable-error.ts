import { DrizzleQueryError } from "drizzle-orm/errors";

export interface LoggableError {
  name: string;
  message: string;
  stack?: string;
  /** The database's own error code (SQLSTATE) and message, for a failed query. */
  cause?: { code?: string; message: string };
}

/**
 * An unexpected error as it may be logged: never the data it was about. A failed query's
 * message carries its parameters (a searched e-mail address, a name being stored), so
 * only the statement and the database's code stay; quoted values in the database's own
 * message ('invalid input syntax for type uuid: "…"') are blanked too.
 */
export function loggableError(error: Error): LoggableError {
  if (!(error instanceof DrizzleQueryError)) return { name: error.name, message: error.message, stack: error.stack };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    name: error.name,
    message: `Failed query: ${error.query}`,
    stack: error.stack?.replace(/^[\s\S]*?\n(?=\s+at )/, ""),
    cause: cause
      ? { code: (cause as { code?: string }).code, message: cause.message.replace(/"[^"]*"/g, '"…"') }
      : undefined,
  };
}
