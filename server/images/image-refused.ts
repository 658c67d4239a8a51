import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** An upload we won't store, with the reason in words an owner can act on (API code `image_refused`). */
export class ImageRefused extends Error {
  override readonly name = "ImageRefused";
}

/**
 * A photo the decoder or an encoder failed on with an error of its own (not one of our
 * refusals): the owner is told it could not be processed (REFUSALS.crashed), and `detail`,
 * the library's message (about the image, never about who sent it), goes to the log.
 */
export class ImageUnprocessable extends ImageRefused {
  constructor(readonly detail: string) {
    super(REFUSALS.crashed);
  }
}

export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The longest side we take. A 40 MP limit alone lets 1920 × 20,000 through (measured 8.1 s and
 * 976 MB in a worker; 20,833 tall failed in the HEIF encoder): a phone photo is ~4000 × 3000,
 * a panorama under 8192 × 2000.
 */
export const MAX_IMAGE_SIDE = 8192;

export const REFUSALS = {
  notAnImage: serverErrors.notAPhoto,
  svg: serverErrors.svgNotAPhoto,
  unsupported: serverErrors.imageUnsupported,
  tooManyPixels: serverErrors.imageTooManyPixels(MAX_IMAGE_PIXELS / 1_000_000),
  tooLong: serverErrors.imageTooLong(MAX_IMAGE_SIDE),
  corrupt: serverErrors.imageCorrupt,
  // The process decoding it died (a decoder crash, or memory): most likely the file's doing.
  crashed: serverErrors.imageCrashed,
  tooSlow: serverErrors.imageTooSlow,
} as const;
