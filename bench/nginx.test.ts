import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { probeAnswer } from "./load";
import { findNginx, nginxCandidates, nginxConfig, startNginx } from "./nginx";
import { pageFile } from "./page-copies";

describe("the nginx reference", () => {
  it("configures one worker serving its root with gzip_static, writing only inside its own folder", () => {
    const config = nginxConfig({ root: "/srv/build/client", port: 3303, dir: "/tmp/bench-nginx-x", runAsRoot: false });
    expect(config).toContain("worker_processes 1;");
    expect(config).toContain("daemon off;");
    expect(config).toContain("gzip_static on;");
    expect(config).toContain("access_log off;");
    expect(config).toContain("listen 127.0.0.1:3303;");
    expect(config).toContain("root /srv/build/client;");
    expect(config).toContain("try_files $uri $uri/index.html =404;");
    expect(config).not.toContain("user root;");
    expect(config).not.toContain("brotli");
    const paths = [...config.matchAll(/^\s*(?:pid|error_log|\w+_temp_path) ([^\s;]+)/gm)].map((match) => match[1]!);
    expect(paths.length).toBe(7);
    for (const file of paths) expect(file.startsWith("/tmp/bench-nginx-x/")).toBe(true);
    expect(nginxConfig({ root: "/r", port: 1, dir: "/d", runAsRoot: true })).toMatch(/^user root;\n/);
  });

  it("loads the brotli_static module first and serves .br beside .gz when it is installed", () => {
    const config = nginxConfig({
      root: "/r",
      port: 1,
      dir: "/d",
      runAsRoot: true,
      brotliStatic: "/usr/lib/nginx/modules/brotli.so",
    });
    expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/brotli\.so;\nuser root;\n/);
    expect(config).toContain("gzip_static on;\n    brotli_static on;");
  });

  it("looks in /usr/sbin first, then PATH, and finds nothing where no nginx can run", () => {
    expect(nginxCandidates("/opt/a:/opt/b")).toEqual(["/usr/sbin/nginx", "/opt/a/nginx", "/opt/b/nginx"]);
    const notExecutable = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-nginx-test-")), "nginx");
    writeFileSync(notExecutable, "", { mode: 0o644 });
    expect(findNginx(["/nonexistent/nginx", notExecutable])).toBeUndefined();
    expect(findNginx([process.execPath], "/nonexistent/brotli.so")).not.toHaveProperty("brotliStatic");
    expect(findNginx([process.execPath], notExecutable)).toMatchObject({
      binary: process.execPath,
      brotliStatic: notExecutable,
    });
    rmSync(path.dirname(notExecutable), { recursive: true });
  });

  it.skipIf(!findNginx())("reads the version of the nginx it finds", () => {
    expect(findNginx(["/nonexistent/nginx", ...nginxCandidates()])).toMatchObject({
      version: expect.stringMatching(/^nginx\/\d+\.\d+/),
    });
  });

  it.skipIf(!findNginx()?.brotliStatic)(
    "serves each page's .br to a browser, its .gz to a client that takes only gzip, and the page itself otherwise",
    async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-test-"));
      const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
      const files = new Map<string, { identity: Buffer; gzip: Buffer; br: Buffer }>();
      for (const pagePath of ["/", "/felimar"]) {
        const identity = Buffer.from(`<!doctype html><title>bench</title>${"<p>same page</p>".repeat(200)}${pagePath}`);
        const file = path.join(root, pageFile(pagePath));
        mkdirSync(path.dirname(file), { recursive: true });
        const copies = { identity, gzip: gzipSync(identity), br: brotliCompressSync(identity) };
        writeFileSync(file, copies.identity);
        writeFileSync(`${file}.gz`, copies.gzip);
        writeFileSync(`${file}.br`, copies.br);
        files.set(pagePath, copies);
      }
      const nginx = await startNginx(findNginx()!, root, 3390 + Math.floor(Math.random() * 100));
      try {
        for (const [pagePath, copies] of files) {
          const get = (acceptEncoding?: string) =>
            probeAnswer(nginx.origin, {
              method: "GET",
              path: pagePath,
              headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
            });
          expect(await get("gzip, deflate, br")).toEqual({
            status: 200,
            encoding: "br",
            bytes: copies.br.length,
            sha256: sha256(copies.br),
          });
          expect(await get("gzip")).toEqual({
            status: 200,
            encoding: "gzip",
            bytes: copies.gzip.length,
            sha256: sha256(copies.gzip),
          });
          expect(await get()).toEqual({
            status: 200,
            encoding: "identity",
            bytes: copies.identity.length,
            sha256: sha256(copies.identity),
          });
        }
        expect(nginx.pids()).toHaveLength(2);
      } finally {
        await nginx.stop();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
