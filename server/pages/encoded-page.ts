import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * An HTML page held in memory with everything a response needs, computed once:
 * its bodies (as is, gzip, brotli), a strong ETag per body, its CSP and its other
 * headers. Prerendered pages are read from the build (compressed there at the
 * best levels); pages rendered per content version are encoded when rendered.
 * Answering one is a lookup: no disk, no hashing, no compression per request.
 */
export interface EncodedPage {
  status: number;
  /** Content-Type, Cache-Control, Content-Security-Policy and whatever the page set. */
  headers: Record<string, string>;
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
  /** Strong validators, one per body: a cache holding one encoding must not be told another is the same bytes. */
  etags: Record<Encoding, string>;
}

export type Encoding = "identity" | "gzip" | "br";

/** The ETag stem of a page: a digest of its HTML (the other encodings add a suffix). */
export function etagStem(html: Uint8Array | string): string {
  return createHash("sha256").update(html).digest("base64url").slice(0, 27);
}

export function etagsOf(stem: string): Record<Encoding, string> {
  return { identity: `"${stem}"`, gzip: `"${stem}-gz"`, br: `"${stem}-br"` };
}

/**
 * Compresses a page rendered at run time, at the build's levels: brotli at 11 takes
 * about 75 ms for Felimar's 124 KB (7 % smaller than at 9), once per content version,
 * on libuv's thread pool so requests keep being answered meanwhile.
 */
export async function encodePage(html: string, status: number, headers: Record<string, string>): Promise<EncodedPage> {
  const identity = Buffer.from(html, "utf8");
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { status, headers, bodies: { identity, gzip: gzipped, br: brotli }, etags: etagsOf(etagStem(identity)) };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The response for one request: 304 when the client's copy is current, the best encoding it accepts. */
export function respondWithPage(
  page: EncodedPage,
  request: { method: string; acceptEncoding?: string; ifNoneMatch?: string },
): Response {
  const encoding = preferredEncoding(request.acceptEncoding);
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etags[encoding]);
  headers.set("Vary", "Accept-Encoding");
  if (page.status === 200 && request.ifNoneMatch !== undefined && matches(request.ifNoneMatch, page.etags[encoding])) {
    return new Response(null, { status: 304, headers });
  }
  const body = page.bodies[encoding];
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status: page.status, headers });
}

/** br when accepted, else gzip, else the page as is; `q=0` refuses an encoding (RFC 9110 §12.5.3). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** If-None-Match: `*` or a list of entity tags, weak ones compared weakly (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
