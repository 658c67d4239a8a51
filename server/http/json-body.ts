import type { MiddlewareHandler } from "hono";
import { safeParse, type $ZodError, type $ZodType, type output } from "zod/v4/core";
import { apiError } from "./api-error";

export type JsonBodyEnv<T> = { Variables: { body: T } };

export interface JsonBodyOptions {
  /** The top-level message for a validation failure, in the language of the page that calls the endpoint. */
  invalidMessage?: string;
  /** The message for a field the schema does not know, in the same language. */
  unknownFieldMessage?: string;
}

/**
 * Parses a JSON request body with a strict zod schema and stores it as `c.get("body")`.
 * 415 for any other content type, 400 for malformed JSON, and 400 with a message per
 * field for a body that does not match (unknown fields included). Size is capped
 * separately by the API-wide body limit. Takes `zod` and `zod/mini` schemas alike
 * (form schemas shared with the browser use zod/mini to keep pages light).
 */
export function jsonBody<Schema extends $ZodType>(
  schema: Schema,
  { invalidMessage = "Some fields are not valid.", unknownFieldMessage = "Unknown field." }: JsonBodyOptions = {},
): MiddlewareHandler<JsonBodyEnv<output<Schema>>> {
  return async (c, next) => {
    const contentType = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return apiError(c, 415, "unsupported_media_type", "Send the request body as application/json.");
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      return apiError(c, 400, "invalid_json", "The request body is not valid JSON.");
    }
    const parsed = safeParse(schema, raw);
    if (!parsed.success) {
      return apiError(c, 400, "validation_failed", invalidMessage, fieldMessages(parsed.error, unknownFieldMessage));
    }
    c.set("body", parsed.data);
    await next();
  };
}

/** One message per field: the first problem zod found there. Unknown fields are named too. */
export function fieldMessages(error: $ZodError, unknownFieldMessage = "Unknown field."): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= unknownFieldMessage;
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.join(".") : "_body";
    fields[name] ??= issue.message;
  }
  return fields;
}
