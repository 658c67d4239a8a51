import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { apiError } from "../http/api-error";
import { plainIssueMessage, UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from "../http/json-body";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

export type ValidQueryEnv<T> = { Variables: { query: T } };

/**
 * Parses the query string with a strict zod schema and stores it as `c.get("query")`:
 * 400 with the error JSON and a message per parameter (an unknown one included) otherwise.
 * A parameter given twice is refused too: which one counts would be a guess. So is text
 * the database cannot take (NUL, an unpaired surrogate), as in bodies: it would fail the
 * query itself (a 500) instead of finding nothing.
 */
export function validQuery<Schema extends z.ZodType>(
  schema: Schema,
): MiddlewareHandler<ValidQueryEnv<z.output<Schema>>> {
  return async (c, next) => {
    const all = c.req.queries();
    const repeated = Object.keys(all).filter((key) => (all[key]?.length ?? 0) > 1);
    if (repeated.length > 0) {
      return apiError(
        c,
        400,
        "invalid_query",
        serverErrors.invalidParameters,
        Object.fromEntries(repeated.map((key) => [key, serverErrors.parameterTwice])),
      );
    }
    const unstorable = unstorableTextPaths(c.req.query());
    if (unstorable.length > 0) {
      return apiError(
        c,
        400,
        "invalid_query",
        serverErrors.invalidParameters,
        Object.fromEntries(unstorable.map((key) => [key, UNSTORABLE_TEXT_MESSAGE])),
      );
    }
    const parsed = schema.safeParse(c.req.query(), { error: plainIssueMessage });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        if (issue.code === "unrecognized_keys")
          for (const key of issue.keys) fields[key] ??= serverErrors.unknownParameter;
        else fields[issue.path.join(".") || "query"] ??= issue.message;
      }
      return apiError(c, 400, "invalid_query", serverErrors.invalidParameters, fields);
    }
    c.set("query", parsed.data);
    await next();
  };
}
