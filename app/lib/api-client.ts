/**
 * Calls our JSON API from the browser. A non-2xx answer (or no answer) throws an
 * ApiRequestError carrying the server's per-field messages, so forms can show
 * them under the fields; the caller decides which toast to show.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export async function postJson<Result>(
  url: string,
  body: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Result> {
  return requestJson<Result>(url, { method: "POST", body: JSON.stringify(body), signal: init.signal });
}

export async function getJson<Result>(url: string, init: { signal?: AbortSignal } = {}): Promise<Result> {
  return requestJson<Result>(url, { method: "GET", signal: init.signal });
}

async function requestJson<Result>(url: string, init: RequestInit): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiRequestError("The server could not be reached.", 0, "network_error");
  }
  return answerOf<Result>(response);
}

/**
 * The JSON an answer carries (nothing for a 204), or for a non-2xx one an ApiRequestError with
 * the error JSON's message, code and per-field messages. The back office's calls use it too.
 */
export async function answerOf<Result>(response: Response): Promise<Result> {
  if (response.status === 204) return undefined as Result;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
      ?.error;
    throw new ApiRequestError(
      error?.message ?? `Request failed (${response.status}).`,
      response.status,
      error?.code ?? "http_error",
      error?.fields,
    );
  }
  return payload as Result;
}
