/** Where a rendition is served (server/images/media-routes.ts). */
export function mediaUrl(name: string): string {
  return `/media/${name}`;
}

/** A rendition's name as stored: 43 base64url characters of SHA-256, a dot, the format. */
export const MEDIA_NAME = /^[A-Za-z0-9_-]{43}\.(avif|webp)$/;
