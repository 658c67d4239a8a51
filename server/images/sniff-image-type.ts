/** What the first bytes of an upload say it is; the file's name and Content-Type are never asked. */
export type SniffedType = "jpeg" | "png" | "webp" | "heif" | "xml" | "other-image" | "unknown";

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * Reads the magic numbers: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP
 * ("RIFF" … "WEBP"), HEIC/HEIF (an ISO-BMFF "ftyp" box with a HEIF brand). Text that
 * opens with "<" after optional BOM and white space is XML (SVG among it), refused by
 * name because an SVG can carry scripts. GIF, TIFF and AVIF are images we don't take.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand)) return "heif";
    if (AVIF_BRANDS.has(brand)) return "other-image";
  }
  if (["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "other-image";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "other-image";
  if (looksLikeXml(bytes)) return "xml";
  return "unknown";
}

function looksLikeXml(bytes: Uint8Array): boolean {
  let index = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  // UTF-16 XML: a BOM then "<" as two bytes.
  if (startsWith(bytes, [0xff, 0xfe, 0x3c, 0x00]) || startsWith(bytes, [0xfe, 0xff, 0x00, 0x3c])) return true;
  while (index < bytes.length && index < 4096 && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index]!)) index++;
  return bytes[index] === 0x3c;
}
