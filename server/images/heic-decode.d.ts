// heic-decode ships no types: the part of its API process-image.ts uses.
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, rows top to bottom. */
    data: Uint8ClampedArray;
  }
  /** Decodes a HEIC/HEIF file's first image; rejects a file that isn't one or won't decode. */
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
}
