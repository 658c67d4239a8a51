import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { copyPages, pageFile } from "./page-copies";

const PAGE = `<!doctype html><title>bench</title>${"<p>the same page</p>".repeat(100)}`;
const COMPRESS: Record<string, (body: Buffer) => Buffer> = { gzip: gzipSync, br: brotliCompressSync };

/** An app that answers "/" and "/felimar" in the one encoding asked for (of `offers`), and `bodyFor` lets one encoding send another page. */
async function fakeApp({
  offers = ["gzip", "br"],
  bodyFor = () => PAGE,
}: { offers?: string[]; bodyFor?: (encoding: string) => string } = {}) {
  const server = createServer((request, response) => {
    if (request.url !== "/" && request.url !== "/felimar") return void response.writeHead(404).end("not found");
    const asked = String(request.headers["accept-encoding"] ?? "");
    const encoding = offers.includes(asked) ? asked : "identity";
    const body = Buffer.from(`${bodyFor(encoding)}${request.url}`);
    response.writeHead(200, {
      "Content-Type": "text/html",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    response.end(encoding === "identity" ? body : COMPRESS[encoding]!(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { name: "the app (1 worker)", origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
const roots: string[] = [];
const newRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-pages-test-"));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the app's pages copied for nginx", () => {
  it("puts each page where nginx's try_files looks for it", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/felimar")).toBe("felimar/index.html");
  });

  it("writes each page in every encoding the app sends, bytes as they came", async () => {
    const app = await fakeApp();
    const root = newRoot();
    const copied = await copyPages(app, ["/", "/felimar"], root);
    expect(readdirSync(root).sort()).toEqual(["felimar", "index.html", "index.html.br", "index.html.gz"]);
    expect(readdirSync(path.join(root, "felimar")).sort()).toEqual(["index.html", "index.html.br", "index.html.gz"]);
    const felimar = Buffer.from(`${PAGE}/felimar`);
    expect(readFileSync(path.join(root, "felimar/index.html"))).toEqual(felimar);
    expect(readFileSync(path.join(root, "felimar/index.html.gz"))).toEqual(gzipSync(felimar));
    expect(readFileSync(path.join(root, "felimar/index.html.br"))).toEqual(brotliCompressSync(felimar));
    expect(copied[1]).toEqual({
      path: "/felimar",
      files: [
        { file: "felimar/index.html", encoding: "identity", bytes: felimar.length },
        { file: "felimar/index.html.gz", encoding: "gzip", bytes: gzipSync(felimar).length },
        { file: "felimar/index.html.br", encoding: "br", bytes: brotliCompressSync(felimar).length },
      ],
    });
  });

  it("leaves out an encoding the app does not send", async () => {
    const root = newRoot();
    await copyPages(await fakeApp({ offers: ["gzip"] }), ["/"], root);
    expect(readdirSync(root).sort()).toEqual(["index.html", "index.html.gz"]);
  });

  it("stops on a page the app does not answer with 200, naming the app, the path and the status", async () => {
    const app = await fakeApp();
    await expect(copyPages(app, ["/", "/gone"], newRoot())).rejects.toThrow(
      `Copying the app's pages for nginx: the app (1 worker) at ${app.origin} answered /gone with Accept-Encoding: identity with 404, not 200.`,
    );
  });

  it("stops when a compressed answer is another page than the identity one", async () => {
    const app = await fakeApp({ bodyFor: (encoding) => (encoding === "br" ? "another page" : PAGE) });
    await expect(copyPages(app, ["/"], newRoot())).rejects.toThrow(
      "answered / with Accept-Encoding: br with another page than without encoding",
    );
  });
});
