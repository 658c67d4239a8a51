import type { Context, MiddlewareHandler } from "hono";
import { safeParse, type $ZodError, type $ZodRawIssue, type $ZodType, type output } from "zod/v4/core";
import { apiError } from "./api-error";
import { DEFAULT_MAX_BODY_BYTES, limitBody } from "./body-limit";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

export type JsonBodyEnv<T> = { Variables: { body: T } };

export interface JsonBodyOptions {
  /** The top-level message for a validation failure, in the language of the page that calls the endpoint. */
  invalidMessage?: string;
  /** The message for a field the schema does not know, in the same language. */
  unknownFieldMessage?: string;
  /** The largest body the endpoint takes (413 beyond); 32 KB unless it carries more. */
  maxBytes?: number;
}

/**
 * Parses a JSON request body with a strict zod schema and stores it as `c.get("body")`.
 * 415 for any other content type, 400 for a body that is not UTF-8 JSON or nests deeper
 * than any of ours, and 400 with a message per field for a body that does not match
 * (unknown fields included) or that holds text the database cannot store as sent, and
 * 413 for a body over `maxBytes`. Takes `zod` and `zod/mini` schemas alike (form schemas
 * shared with the browser use zod/mini to keep pages light).
 */
export function jsonBody<Schema extends $ZodType>(
  schema: Schema,
  {
    invalidMessage = serverErrors.invalidFields,
    unknownFieldMessage = serverErrors.unknownField,
    maxBytes = DEFAULT_MAX_BODY_BYTES,
  }: JsonBodyOptions = {},
): MiddlewareHandler<JsonBodyEnv<output<Schema>>> {
  const limit = limitBody(maxBytes);
  const parse: MiddlewareHandler<JsonBodyEnv<output<Schema>>> = async (c, next) => {
    const contentType = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return apiError(c, 415, "unsupported_media_type", serverErrors.jsonOnly);
    }
    const read = await readJson(c);
    if (!read.ok && read.tooDeep)
      return apiError(c, 400, "nested_too_deep", serverErrors.nestedTooDeep(MAX_JSON_DEPTH));
    if (!read.ok) return apiError(c, 400, "invalid_json", serverErrors.invalidJson);
    const unstorable = unstorableTextPaths(read.value);
    if (unstorable.length > 0) {
      const fields = Object.fromEntries(unstorable.map((path) => [path, UNSTORABLE_TEXT_MESSAGE]));
      return apiError(c, 400, "validation_failed", invalidMessage, fields);
    }
    const parsed = safeParse(schema, read.value, { error: plainIssueMessage });
    if (!parsed.success) {
      return apiError(c, 400, "validation_failed", invalidMessage, fieldMessages(parsed.error, unknownFieldMessage));
    }
    c.set("body", parsed.data);
    await next();
  };
  return (c, next) =>
    limit(c, async () => {
      const refusal = await parse(c, next);
      if (refusal) c.res = refusal;
    });
}

// RFC 8259 JSON is UTF-8: a body with invalid bytes is refused rather than silently "repaired" with U+FFFD.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** No body of ours nests more than a few levels; JSON.parse spends ~0.5 µs per level, a second on 4 MB of `[`. */
export const MAX_JSON_DEPTH = 32;

/**
 * The request body parsed as UTF-8 JSON, or `ok: false` (with `tooDeep` when it nests
 * deeper than MAX_JSON_DEPTH, checked before parsing). Hono keeps the bytes, so an
 * endpoint may peek at the body before `jsonBody` reads it again.
 */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; tooDeep: boolean }> {
  let text: string;
  try {
    text = strictUtf8.decode(await c.req.arrayBuffer());
  } catch {
    return { ok: false, tooDeep: false };
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, tooDeep: false };
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** True when brackets outside strings open deeper than `maxDepth`; one pass, stops at the first. */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE = serverErrors.unstorableText;

// PostgreSQL text cannot hold U+0000, and a lone surrogate has no UTF-8 form (it would be stored as U+FFFD).
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where a parsed body holds a string (value or key) the database cannot store as sent;
 * JSON escapes (\u0000, \ud800) let a client send them. Builds a path only for what
 * it finds, so a large body costs one pass.
 */
export function unstorableTextPaths(body: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value: body, key: "", parent: null }];
  while (pending.length > 0 && found.length < MAX_REPORTED_PATHS) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === "string") {
      if (UNSTORABLE_TEXT.test(value)) found.push(pathOf(visit));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: visit }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const child: Visit = { value: item, key, parent: visit };
        if (UNSTORABLE_TEXT.test(key)) found.push(pathOf(child));
        else pending.push(child);
      }
    }
  }
  return found;
}

const MAX_REPORTED_PATHS = 20;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** "events.3.type", or "_body" for the body itself; a long path keeps its first segments. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  if (keys.length === 0) return "_body";
  // The answer is JSON too: a key that is itself the problem is shown with U+FFFD in its place.
  return keys.reverse().slice(0, 8).join(".").replace(new RegExp(UNSTORABLE_TEXT, "g"), "\ufffd");
}

/**
 * What a check says when its schema gives it no words of its own: zod's ("Invalid input:
 * expected string, received number") are technical and English only, so one plain
 * sentence of the catalogue per kind of problem, which the back office translates.
 */
export function plainIssueMessage(issue: $ZodRawIssue): string {
  const measured = issue.code === "too_big" || issue.code === "too_small" ? issue.origin : null;
  const isLength = measured === "string" || measured === "array" || measured === "set" || measured === "file";
  if (issue.code === "invalid_type") return issue.input === undefined ? serverErrors.required : serverErrors.wrongType;
  if (issue.code === "too_big") return isLength ? serverErrors.tooLong : serverErrors.tooLarge;
  if (issue.code === "too_small") return isLength ? serverErrors.tooShort : serverErrors.tooSmall;
  return serverErrors.notValid;
}

/** One message per field: the first problem zod found there. Unknown fields are named too. */
export function fieldMessages(
  error: $ZodError,
  unknownFieldMessage = serverErrors.unknownField,
): Record<string, string> {
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
