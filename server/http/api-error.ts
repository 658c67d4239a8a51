import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Every API error has this one shape, so every client handles errors one way:
 * {"error":{"code":"…","message":"…","fields":{"<field>":"<message>"}}}
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}
