import type { SiteKey } from "#app/sites/registry.ts";
import { ApiRequestError } from "./api";
import type { StoredImage } from "./api-types";
import type { AdminMessages } from "./messages/index";

/** The editor's own words for a refused upload, in the person's language. */
type UploadWords = Pick<AdminMessages["content"]["photo"], "tooLarge" | "notAPhoto" | "unreachable" | "failed">;

/*
 * Sends a photo to POST /api/admin/images/:site: the file itself as the body, its type
 * as Content-Type. XMLHttpRequest rather than fetch, for the upload's progress: a phone
 * photo on a slow line takes a while, and the person should see it moving.
 */

/** The types the server accepts; some browsers give HEIC photos no type at all. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heif",
};
export const ACCEPTED_PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export function photoContentType(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return TYPES_BY_EXTENSION[extension] ?? "application/octet-stream";
}

export type UploadProgress = { phase: "uploading"; percent: number } | { phase: "processing" };

/** How often a photo is sent again while the server answers 503 "busy" (several photos in progress). */
const BUSY_RETRIES = 3;

/**
 * Uploads the photo; while the server is busy with others (503 "busy", before it read
 * anything of this one) waits its Retry-After and sends it again, so choosing many
 * photos at once still stores them all.
 */
export async function uploadPhoto(
  site: SiteKey,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  words: UploadWords,
): Promise<StoredImage> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendPhoto(site, file, onProgress, words);
    } catch (error) {
      if (!(error instanceof BusyError) || attempt >= BUSY_RETRIES)
        throw error instanceof BusyError ? error.apiError : error;
      onProgress({ phase: "processing" });
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
    }
  }
}

class BusyError extends Error {
  constructor(
    readonly apiError: ApiRequestError,
    readonly retryAfterSeconds: number,
  ) {
    super(apiError.message);
  }
}

function sendPhoto(
  site: SiteKey,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  words: UploadWords,
): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/images/${site}`);
    request.setRequestHeader("Content-Type", photoContentType(file));
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ phase: "uploading", percent: Math.round((event.loaded / event.total) * 100) });
    };
    // Sent: the server now decodes and resizes it.
    request.upload.onload = () => onProgress({ phase: "processing" });
    request.onerror = () => reject(new ApiRequestError(words.unreachable, 0, "network_error"));
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML page: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as StoredImage);
        return;
      }
      const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
        ?.error;
      // The server's own message is in the person's language already (its error middleware).
      const message =
        request.status === 413
          ? words.tooLarge
          : request.status === 415
            ? words.notAPhoto
            : (error?.message ?? words.failed(request.status));
      const apiError = new ApiRequestError(message, request.status, error?.code ?? "http_error", error?.fields);
      if (request.status === 503 && error?.code === "busy") {
        const retryAfter = Number(request.getResponseHeader("Retry-After"));
        reject(new BusyError(apiError, Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 30) : 5));
        return;
      }
      reject(apiError);
    };
    request.send(file);
  });
}
