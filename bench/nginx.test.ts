import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { probeAnswer } from "./load";
import { findNginx, nginxCandidates, nginxConfig, precompressedHome, startNginx } from "./nginx";

describe("the nginx reference", () => {
  it("configures one worker serving the build with gzip_static, writing only inside its own folder", () => {
    const config = nginxConfig({ root: "/srv/build/client", port: 3303, dir: "/tmp/bench-nginx-x", runAsRoot: false });
    expect(config).toContain("worker_processes 1;");
    expect(config).toContain("daemon off;");
    expect(config).toContain("gzip_static on;");
    expect(config).toContain("access_log off;");
    expect(config).toContain("listen 127.0.0.1:3303;");
    expect(config).toContain("root /srv/build/client;");
    expect(config).toContain("try_files $uri $uri/index.html =404;");
    expect(config).not.toContain("user root;");
    const paths = [...config.matchAll(/^\s*(?:pid|error_log|\w+_temp_path) ([^\s;]+)/gm)].map((match) => match[1]!);
    expect(paths.length).toBe(7);
    for (const file of paths) expect(file.startsWith("/tmp/bench-nginx-x/")).toBe(true);
    expect(nginxConfig({ root: "/r", port: 1, dir: "/d", runAsRoot: true })).toMatch(/^user root;\n/);
  });

  it("looks in /usr/sbin first, then PATH, and finds nothing where no nginx can run", () => {
    expect(nginxCandidates("/opt/a:/opt/b")).toEqual(["/usr/sbin/nginx", "/opt/a/nginx", "/opt/b/nginx"]);
    const notExecutable = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-nginx-test-")), "nginx");
    writeFileSync(notExecutable, "", { mode: 0o644 });
    expect(findNginx(["/nonexistent/nginx", notExecutable])).toBeUndefined();
    rmSync(path.dirname(notExecutable), { recursive: true });
  });

  it.skipIf(!findNginx())("reads the version of the nginx it finds", () => {
    expect(findNginx(["/nonexistent/nginx", ...nginxCandidates()])).toMatchObject({ version: expect.stringMatching(/^nginx\/\d+\.\d+/) });
  });

  it.skipIf(!findNginx())("serves a page's index.html.gz to a client that takes gzip, and the page itself otherwise", async () => {
    const client = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-test-"));
    const page = `<!doctype html><title>bench</title>${"<p>same page</p>".repeat(200)}`;
    writeFileSync(path.join(client, "index.html"), page);
    expect(precompressedHome(client)).toEqual({ gz: false, br: false });
    writeFileSync(path.join(client, "index.html.gz"), gzipSync(page));
    expect(precompressedHome(client)).toEqual({ gz: true, br: false });
    const nginx = await startNginx(findNginx()!, client, 3390 + Math.floor(Math.random() * 100));
    try {
      const gzipped = await probeAnswer(nginx.origin, { method: "GET", path: "/", headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(gzipped).toEqual({ status: 200, encoding: "gzip", bytes: gzipSync(page).length });
      const plain = await probeAnswer(nginx.origin, { method: "GET", path: "/", headers: {} });
      expect(plain).toEqual({ status: 200, encoding: "identity", bytes: Buffer.byteLength(page) });
      expect(nginx.pids()).toHaveLength(2);
    } finally {
      await nginx.stop();
      rmSync(client, { recursive: true, force: true });
    }
  });
});
