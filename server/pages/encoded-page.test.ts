import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePage, preferredEncoding, respondWithPage } from "./encoded-page";

const html = `<!DOCTYPE html><html><body>${"<p>Costa del Sol</p>".repeat(200)}</body></html>`;
const page = await encodePage(html, 200, {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "script-src 'self'",
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0, gzip;q=0.5", "gzip"],
    ["identity", "identity"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("respondWithPage", () => {
  it("sends brotli to a browser that accepts it, with its length, its own ETag and Vary", async () => {
    const response = respondWithPage(page, { method: "GET", acceptEncoding: "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Security-Policy")).toBe("script-src 'self'");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(html);
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]+-br"$/);
  });

  it("sends gzip or the page as is to clients that accept nothing better", async () => {
    const gzip = respondWithPage(page, { method: "GET", acceptEncoding: "gzip" });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = respondWithPage(page, { method: "GET" });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(new Set([gzip.headers.get("ETag"), plain.headers.get("ETag")]).size).toBe(2);
  });

  it("answers 304 without a body when the client's copy is current", async () => {
    const first = respondWithPage(page, { method: "GET", acceptEncoding: "br" });
    const again = respondWithPage(page, {
      method: "GET",
      acceptEncoding: "br",
      ifNoneMatch: first.headers.get("ETag")!,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(
      respondWithPage(page, {
        method: "GET",
        acceptEncoding: "br",
        ifNoneMatch: `"other", W/${first.headers.get("ETag")}`,
      }).status,
    ).toBe(304);
    expect(respondWithPage(page, { method: "GET", ifNoneMatch: "*" }).status).toBe(304);
  });

  it("answers 200 to a copy in another encoding than the one it would send now", () => {
    const brotli = respondWithPage(page, { method: "GET", acceptEncoding: "br" }).headers.get("ETag")!;
    expect(respondWithPage(page, { method: "GET", acceptEncoding: "gzip", ifNoneMatch: brotli }).status).toBe(200);
  });

  it("answers 200 with the page when the client's copy is of another version", async () => {
    const changed = await encodePage(`${html}<!-- edited -->`, 200, page.headers);
    const old = respondWithPage(page, { method: "GET", acceptEncoding: "br" }).headers.get("ETag")!;
    expect(respondWithPage(changed, { method: "GET", acceptEncoding: "br", ifNoneMatch: old }).status).toBe(200);
  });

  it("answers HEAD with the headers alone", async () => {
    const response = respondWithPage(page, { method: "HEAD", acceptEncoding: "br" });
    expect(response.headers.get("Content-Length")).toBe(String(page.bodies.br.byteLength));
    expect(await response.text()).toBe("");
  });

  it("never answers 304 for a page whose status is not 200 (the 404 page)", async () => {
    const notFound = await encodePage(html, 404, page.headers);
    const etag = notFound.etags.identity;
    expect(respondWithPage(notFound, { method: "GET", ifNoneMatch: etag }).status).toBe(404);
  });
});
