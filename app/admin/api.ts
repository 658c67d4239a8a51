import { redirect } from "react-router";
import { answerOf, ApiRequestError } from "#app/lib/api-client.ts";
import { documentLanguage } from "./document-language";
import { adminMessages } from "./messages/index";
import { backOfficePath } from "./safe-next";

/*
 * The back office's calls to /api/admin/*, from the browser with its session cookie.
 * Errors are ApiRequestError (status, code, per-field messages) like the sites' forms.
 * A 401 means the session is gone: loaders turn it into a redirect to the sign-in
 * page, which brings the user back to where they were.
 */

export { ApiRequestError };

type Method = "GET" | "POST" | "PUT" | "DELETE";

export async function adminRequest<Result>(method: Method, url: string, body?: unknown): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // No answer to carry the server's words: the page's language says it.
    throw new ApiRequestError(adminMessages(documentLanguage()).account.shell.unreachable, 0, "network_error");
  }
  return answerOf<Result>(response);
}

export const adminApi = {
  get: <Result>(url: string) => adminRequest<Result>("GET", url),
  post: <Result>(url: string, body: unknown = {}) => adminRequest<Result>("POST", url, body),
  put: <Result>(url: string, body: unknown) => adminRequest<Result>("PUT", url, body),
  delete: <Result = void>(url: string) => adminRequest<Result>("DELETE", url),
};

/** The sign-in page's address that returns to `path` afterwards. */
export function signInPath(path: string) {
  return `/admin/sign-in?next=${encodeURIComponent(path)}`;
}

export function currentPath() {
  return window.location.pathname + window.location.search;
}

/** For clientLoaders: runs `load`, and sends a signed-out browser to sign in instead of failing. */
export async function loadOrSignIn<Result>(request: Request, load: () => Promise<Result>): Promise<Result> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInPath(url.pathname + url.search));
    }
    throw error;
  }
}

/** For event handlers: a 401 leaves for the sign-in page (true); anything else is for the caller. */
export function leaveIfSignedOut(error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status === 401) {
    window.location.assign(signInPath(currentPath()));
    return true;
  }
  return false;
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : adminMessages(documentLanguage()).account.shell.somethingWrong;
}

/** Where to go after signing in: `next` if it is a back-office path (./safe-next.ts), else the inbox. */
export function safeNext(next: string | null): string {
  return backOfficePath(next) ?? "/admin";
}
