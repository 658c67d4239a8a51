import { answerOf } from "#app/lib/api-client.ts";
import { ApiRequestError } from "./api";
import { documentLanguage } from "./document-language";
import { adminMessages } from "./messages/index";

/** Saves `blob` as `fileName` through the browser's own download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `data` as a JSON file through the browser's own download. */
export function downloadJson(data: unknown, fileName: string) {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), fileName);
}

/**
 * Fetches a file from /api/admin and saves it under the name its Content-Disposition gives.
 * A link would do for a file that always comes, but an answer that refuses (a 422 with
 * its message, a 401) must reach the page, not be saved as the file: it throws
 * ApiRequestError like every other call.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch {
    // No answer to carry the server's words: the page's language says it, as adminRequest does.
    throw new ApiRequestError(adminMessages(documentLanguage()).account.shell.unreachable, 0, "network_error");
  }
  if (!response.ok) await answerOf(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  saveBlob(await response.blob(), named?.[1] ?? fallbackName);
}
