import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ogImageRoutes } from "./og-files";

const dir = mkdtempSync(path.join(tmpdir(), "og-"));
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
writeFileSync(path.join(dir, "felimar.png"), png);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("serves a drawn preview from memory with a day's public cache and an ETag, 304 when the client has it", async () => {
  const app = ogImageRoutes(dir);
  const first = await app.request("/og/felimar.png");
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toBe("image/png");
  expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
  expect(Buffer.from(await first.arrayBuffer()).equals(png)).toBe(true);
  const etag = first.headers.get("etag")!;
  const again = await app.request("/og/felimar.png", { headers: { "If-None-Match": `W/${etag}` } });
  expect(again.status).toBe(304);
});

it("answers 404 for a name it does not have (the files on disk are read once, at start) and 405 for another method", async () => {
  const app = ogImageRoutes(dir);
  writeFileSync(path.join(dir, "late.png"), png);
  expect((await app.request("/og/late.png")).status).toBe(404);
  expect((await app.request("/og/..%2Fpasswd")).status).toBe(404);
  expect((await app.request("/og/felimar.png", { method: "POST" })).status).toBe(405);
});

it("serves nothing, and does not fail, when there is no build (development)", async () => {
  expect((await ogImageRoutes(path.join(dir, "missing")).request("/og/felimar.png")).status).toBe(404);
});
