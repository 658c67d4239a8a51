/**
 * The few requests `npm run verify-note` makes (a note's proof file and JWKS, a
 * consistency proof), bounded so a hostile server or a hostile proof file cannot make
 * it wander or hang: http(s) only, no redirects (a redirect could lead anywhere,
 * 127.0.0.1 included), 10 s, 1 MB for a JWKS or a consistency proof (a few KB), and
 * PROOF_FILE_MAX_BYTES for a proof file.
 * A body is never printed: errors name the URL and the status only.
 */
import { readCappedBody } from "#server/http/read-capped-body.ts";

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_BODY_BYTES = 1_000_000;
/**
 * A proof file holds a typing log of at most 512 KB (server/notes/sessions.ts's
 * MAX_SESSION_BYTES) as a JSON string, where escaping its quotes can double it, and a
 * note of at most 45 KB: 4 MB holds the largest.
 */
export const PROOF_FILE_MAX_BYTES = 4_000_000;

/** An answer outside 2xx; `status` says whether the server refused (4xx) or failed. */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
  }
}

/** The URL, if it is http or https; throws otherwise (file:, data:, javascript: …). */
export function httpUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${what} is not a URL: ${text}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${what} is not an http(s) URL: ${text}`);
  return url;
}

async function readCapped(response: Response, url: string, maxBytes: number): Promise<string> {
  const body = await readCappedBody(response, maxBytes);
  if (!body) throw new Error(`${url} answered more than ${maxBytes} bytes`);
  return new TextDecoder().decode(body);
}

/** GET `url` as text, within the bounds above; throws HttpStatusError outside 2xx. */
export async function fetchBounded(url: string, maxBytes = MAX_BODY_BYTES): Promise<string> {
  httpUrl(url, "The address");
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
        : "no answer (network error or a redirect)";
    throw new Error(`${url}: ${reason}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpStatusError(url, response.status);
  }
  return readCapped(response, url, maxBytes);
}
