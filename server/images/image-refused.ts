/** An upload we won't store, with the reason in words an owner can act on (API code `image_refused`). */
export class ImageRefused extends Error {
  override readonly name = "ImageRefused";
}

export const MAX_IMAGE_PIXELS = 40_000_000;

export const REFUSALS = {
  notAnImage: "This file is not a photo. Upload a JPEG, PNG, WebP or HEIC file.",
  svg: "SVG and other XML files can't be used as photos. Upload a JPEG, PNG or WebP file.",
  unsupported: "This kind of image isn't supported. Upload a JPEG, PNG, WebP or HEIC file.",
  heic: "HEIC photos can't be read yet: export as JPEG, or set the iPhone camera to Most Compatible.",
  tooManyPixels: `This image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`,
  corrupt: "This image is damaged and can't be read. Export it again and upload the new file.",
  // The process decoding it died (a decoder crash, or memory): most likely the file's doing.
  crashed: "This image could not be processed. Export it again as a JPEG and upload the new file.",
  tooSlow: "This image took too long to process. Export it again as a JPEG, or try again in a minute.",
} as const;
