/**
 * A stored photo as a page draws it (server/images/load-pictures.ts makes these): the
 * original's dimensions, for width/height attributes that reserve its space, and srcset
 * strings of immutable /media URLs. Browser-safe: no server code here.
 */
export interface PictureSources {
  width: number;
  height: number;
  /** srcset of the AVIF renditions ("/media/… 320w, /media/… 640w"). */
  avif: string;
  /** srcset of the WebP renditions. */
  webp: string;
  /** A mid-size WebP URL for the <img> itself. */
  fallback: string;
}
