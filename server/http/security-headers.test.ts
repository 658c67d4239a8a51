import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, securityHeaders } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and empty ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">import "b"</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b"')]);
  });
});

describe("securityHeaders", () => {
  const app = new Hono()
    .use(securityHeaders())
    .get("/page", (c) => c.html("<html><body><script>window.x=1</script></body></html>"))
    .get("/data", (c) => c.json({ ok: true }));

  it("allows a page's own inline scripts by hash, never 'unsafe-inline'", async () => {
    const response = await app.request("/page");
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`script-src 'self' ${sha("window.x=1")}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await response.text()).toContain("window.x=1");
  });

  it("forbids framing and sniffing on every response", async () => {
    const response = await app.request("/data");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("forbids other sites to embed any response, and sends HSTS only when configured", async () => {
    const data = await app.request("/data");
    expect(data.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(data.headers.get("Strict-Transport-Security")).toBeNull();
    const behindTls = new Hono().use(securityHeaders({ hstsMaxAge: 31_536_000 })).get("/", (c) => c.text("ok"));
    expect((await behindTls.request("/")).headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
  });

  it("sends the document-only headers with documents alone, keeping every asset response short", async () => {
    const page = await app.request("/page");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    expect(page.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(page.headers.get("Permissions-Policy")).toContain("camera=()");
    const data = await app.request("/data");
    for (const name of ["X-Frame-Options", "Cross-Origin-Opener-Policy", "Permissions-Policy"]) expect(data.headers.get(name)).toBeNull();
  });
});
