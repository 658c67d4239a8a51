import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/*
 * Images the tests make on the spot (no binary fixtures in the repository; one small HEIC
 * as text, below).
 */

/** A JPEG photo-like enough to exercise the encoders: smooth colour fields with sensor grain. */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const noise = (noiseWidth: number, noiseHeight: number, sigma: number) =>
    sharp({
      create: {
        width: noiseWidth,
        height: noiseHeight,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    });
  const coarse = await noise(80, 60, 60).png().toBuffer();
  const smooth = await sharp(coarse)
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const grain = await noise(width, height, 12).png({ compressionLevel: 1 }).toBuffer();
  return sharp(smooth)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A small JPEG as a phone writes it: camera make, GPS position, XMP and an ICC profile. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#5a8f3c" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "36/1 43/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "4/1 25/1 0/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="36,43.2N"/></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile("p3")
    .toBuffer();
}

/** True when EXIF bytes hold a GPS IFD pointer (tag 0x8825, type LONG), in either byte order. */
export function hasGpsPointer(exif: Uint8Array | undefined): boolean {
  if (!exif) return false;
  const text = Buffer.from(exif).toString("latin1");
  return text.includes("\x25\x88\x04\x00") || text.includes("\x88\x25\x00\x04");
}

export async function smallPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a 1-bit greyscale PNG of `side` × `height` pixels, all black, whose
 * rows deflate to almost nothing (20,000² pixels in about 60 KB). Written by hand, since
 * encoding 400 megapixels with an image library would itself take seconds.
 */
export function pngBomb(side = 20_000, height = side): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = Buffer.alloc(rowBytes * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real HEIC photo, 64 × 48, its left half red (#d03020) and its right half blue (#2050d0),
 * HEVC-coded with brand heic as an iPhone writes it. The one image here not made on the spot:
 * nothing in node_modules encodes HEVC. Made with libheif's heif-enc 1.15 (Debian's
 * libheif-examples): `heif-enc -q 90 -o two.heic two.png`, 925 bytes.
 */
export function heicPhoto(): Buffer {
  return Buffer.from(HEIC_PHOTO_BASE64, "base64");
}

const HEIC_PHOTO_BASE64 =
  "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAvxtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAGGlkYXQAAAAAAEAAMAAAAAAAQAAwAAAAYGlsb2MBAAAAREAABAABAAAAAAAAAyAAAQAAAAAAAABqAAIAAQAAAAAAAAABAAAAAAAAAAgAAwAAAAAAAAOKAAEAAAAAAAAAEwAEAAEAAAAAAAAAAQAAAAgAAAAIAAAAYmlpbmYAAAAAAAQAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAAAVaW5mZQIAAAEAAwAAaHZjMQAAAAAVaW5mZQIAAAAABAAAZ3JpZAAAAAGxaXBycAAAAYRpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAcWh2Y0MBBAgAAAAAAAAAAAAe8AD8/Pj4AAAPAyAAAQAXQAEMAf//BAgAAAMAn/gAAAMAAB66AkAhAAEAJkIBAQQIAAADAJ/4AAADAAAewIIEFlurkprmwIAAAAMAgAAAAwCEIgABAAZEAcFzwIkAAAAUaXNwZQAAAAAAAABAAAAAQAAAABRpc3BlAAAAAAAAAEAAAAAwAAAADnBpeGkAAAAAAQgAAAAnYXV4QwAAAAB1cm46bXBlZzpoZXZjOjIwMTU6YXV4aWQ6MQAAAAAlaXBtYQAAAAAAAAAEAAECgQIAAgIDhAADAoUGAAQDB4iJAAAANmlyZWYAAAAAAAAADmRpbWcAAgABAAEAAAAOZGltZwAEAAEAAwAAAA5hdXhsAAQAAQACAAAAhW1kYXQAAABmKAGvBjiJLnwv8ai///5tf9l/Zs2qaZfnSSyP9I5j//2OEJv72M5h9/3MN5BrpMVCY90l8U+Gz/gAlFwVjY4+KVCgOHOy4o6MWZ0osfxs1uArp4toYIBYotiV8N/RJtaxlN9BQJOAAAAADygBrgxwtQvLf+Dl/sVfEw==";

/** The start of a HEIC file as an iPhone writes it (an ftyp box with brand heic), then junk. */
export function heicHeader(): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
    Buffer.alloc(64, 7),
  ]);
}

export const SCRIPT_PAYLOAD = "<script>alert(document.cookie)</script>";

export const SVG_WITH_SCRIPT = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>`;

/** A valid JPEG that is also HTML: a script in a comment segment and after the end marker. */
export async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(SCRIPT_PAYLOAD, "latin1");
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ]);
  // The comment right after SOI (FF D8), the HTML again after EOI.
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment,
    jpeg.subarray(2),
    Buffer.from(`<html><body>${SCRIPT_PAYLOAD}</body></html>`),
  ]);
}
