import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { ImageRefused, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, REFUSALS } from "./image-refused";
import { sniffImageType } from "./sniff-image-type";

// Photos are decoded and encoded in child processes, one at a time each (image-workers.ts):
// that is where the memory and the cores go, not the web process. libvips' own cache would
// keep decoded images around between jobs, and its thread pool per image would take both cores.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The renditions' boxes (w × w: a tall photo's rendition is at most w tall, so it costs no
 * more than a wide one); a photo is never scaled up.
 */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;

// Chosen for photos, measured on a grainy 12-megapixel test photo on one core of this machine
// (1920 wide, CPU time): AVIF q50 at effort 0 took 0.35 s for 126 KB, effort 1 0.9 s for
// 154 KB, effort 3 2.0 s for 92 KB, effort 4 9.9 s for 80 KB; WebP q75 0.39 s for 175 KB.
// Only effort 0 leaves the ten files of a 12-megapixel photo within the 3 s budget with
// room to spare, and it is still smaller than the WebP.
const AVIF_OPTIONS = { quality: 50, effort: 0 } as const;
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;

export type RenditionFormat = "avif" | "webp";

export interface Rendition {
  /** base64url SHA-256 of `bytes` + "." + format: a new file, a new name. */
  name: string;
  format: RenditionFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** base64url SHA-256 of the upload, to find the same file uploaded again. */
  sourceDigest: string;
  /** The original's dimensions after EXIF rotation. */
  width: number;
  height: number;
  renditions: Rendition[];
}

export function digestOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64url");
}

/** The boxes to fit an original into, given its longest side: the standard ones it reaches, or itself if smaller than all. */
export function renditionWidths(longestSide: number): number[] {
  const widths = RENDITION_WIDTHS.filter((candidate) => candidate <= longestSide);
  return widths.length > 0 ? widths : [longestSide];
}

type PhotoType = "jpeg" | "png" | "webp" | "heif";

/**
 * Turns an upload into AVIF and WebP renditions with no metadata at all (no EXIF, so no
 * GPS position; no XMP; no ICC profile: pixels are converted to sRGB). Throws ImageRefused
 * for anything that is not a JPEG, PNG, WebP or HEIC photo of at most 40 megapixels and 8192
 * pixels a side that decodes, and for one the encoders fail on.
 * Runs in this process, taking up to a core and ~250 MB for a 12 MP photo: the server
 * calls it through processUpload (image-workers.ts), in a child process.
 */
export async function processImage(upload: Uint8Array): Promise<ProcessedImage> {
  const { type, width, height } = await screenUpload(upload);
  return renderImage(upload, type, width, height);
}

/**
 * What processImage refuses before decoding anything, from the bytes' magic number and the
 * header's dimensions: milliseconds and a few kilobytes, so the web process can answer a
 * text file or a decompression bomb without waking a worker. Throws ImageRefused.
 */
export async function screenUpload(upload: Uint8Array): Promise<{ type: PhotoType; width: number; height: number }> {
  const type = sniffImageType(upload);
  if (type === "xml") throw new ImageRefused(REFUSALS.svg);
  if (type === "other-image") throw new ImageRefused(REFUSALS.unsupported);
  if (type === "unknown") throw new ImageRefused(REFUSALS.notAnImage);
  return { type, ...(await readDimensions(upload, type)) };
}

async function renderImage(
  upload: Uint8Array,
  type: PhotoType,
  headerWidth: number,
  headerHeight: number,
): Promise<ProcessedImage> {
  const source = type === "heif" ? await decodeHeic(upload) : null;
  // libheif has already applied the file's rotation and mirroring to the pixels it decoded.
  const width = source?.width ?? headerWidth;
  const height = source?.height ?? headerHeight;
  const widths = renditionWidths(Math.max(width, height));
  const largest = widths[widths.length - 1]!;
  // Decoded once, straight to the largest width (JPEG shrinks while it decodes): the smaller
  // renditions are made from these few megabytes, not from the 12-megapixel original.
  let base: { data: Buffer; info: OutputInfo };
  try {
    const decoded = source
      ? // libheif hands back RGBA with an opaque alpha channel: a photo has no transparency.
        sharp(source.data, {
          raw: { width: source.width, height: source.height, channels: 4 },
          limitInputPixels: MAX_IMAGE_PIXELS,
        }).removeAlpha()
      : sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
    base = await decoded
      .resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused(REFUSALS.corrupt);
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const renditions: Rendition[] = [];
  for (const renditionWidth of widths) {
    for (const format of ["avif", "webp"] as const) {
      const resized = sharp(base.data, raw).resize({ width: renditionWidth, height: renditionWidth, fit: "inside" });
      // One encode at a time: the AV1 encoder takes ~100 MB of its own for a 1920-wide frame.
      const { data, info } = await (
        format === "avif" ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS)
      ).toBuffer({ resolveWithObject: true });
      renditions.push({
        name: `${digestOf(data)}.${format}`,
        format,
        width: info.width,
        height: info.height,
        bytes: data,
      });
    }
  }
  return { sourceDigest: digestOf(upload), width, height, renditions };
}

/**
 * HEVC-coded HEIC (what iPhones write) decoded by libheif compiled to WebAssembly: sharp's
 * prebuilt libvips reads only AVIF-coded HEIF. Loaded on the first HEIC, in the image worker
 * only (the web process screens uploads with sharp's header reader and never decodes): ~10 MB
 * of WebAssembly. Measured here on a 12-megapixel HEIC: 0.66 s and 220 MB of RSS in all.
 */
async function decodeHeic(upload: Uint8Array): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const { default: decode } = await import("heic-decode");
  try {
    return await decode({ buffer: upload });
  } catch {
    throw new ImageRefused(REFUSALS.corrupt);
  }
}

/** The dimensions from the header alone (nothing decoded yet), refusing a decompression bomb before it costs anything. */
async function readDimensions(upload: Uint8Array, type: PhotoType): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // metadata() reads the header only; the pixel limit is checked here and again when decoding.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(REFUSALS.corrupt);
  }
  if (metadata.format !== type || !metadata.width || !metadata.height) throw new ImageRefused(REFUSALS.corrupt);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRefused(REFUSALS.tooManyPixels);
  if (Math.max(metadata.width, metadata.height) > MAX_IMAGE_SIDE) throw new ImageRefused(REFUSALS.tooLong);
  return metadata.autoOrient;
}
