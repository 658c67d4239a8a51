import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  const app = new Hono()
    .use(securityHeaders())
    .get("/page", (c) => c.html("<html><body><script>window.x=1</script></body></html>"))
    .get("/vouched", (c) => {
      c.header("Content-Security-Policy", "script-src 'self' 'nonce-abc'");
      return c.html("<html><body><script nonce='abc'>window.x=1</script></body></html>");
    })
    .get("/data", (c) => c.json({ ok: true }))
    .get("/badge.svg", (c) =>
      c.body("<svg/>", 200, { "Content-Type": "image/svg+xml", "Cross-Origin-Resource-Policy": "cross-origin" }),
    )
    .get("/assets/app.js", (c) => c.body("export {}", 200, { "Content-Type": "text/javascript; charset=utf-8" }));

  it("never trusts an inline script because the outgoing page contains it: no hash of the body, no 'unsafe-inline'", async () => {
    const response = await app.request("/page");
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'self'$/);
    expect(await response.text()).toContain("window.x=1");
  });

  it("keeps the policy a page came with (its build-time hashes or its render's nonce)", async () => {
    const response = await app.request("/vouched");
    expect(response.headers.get("Content-Security-Policy")).toBe("script-src 'self' 'nonce-abc'");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
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
    // A route that made its answer to be shown on other sites says so itself, and keeps the other rules.
    const badge = await app.request("/badge.svg");
    expect(badge.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(badge.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const behindTls = new Hono().use(securityHeaders({ hstsMaxAge: 31_536_000 })).get("/", (c) => c.text("ok"));
    expect((await behindTls.request("/")).headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
  });

  it("sends the document-only headers with documents alone, keeping every asset response short", async () => {
    const page = await app.request("/page");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    expect(page.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(page.headers.get("Permissions-Policy")).toContain("camera=()");
    const data = await app.request("/data");
    for (const name of ["X-Frame-Options", "Cross-Origin-Opener-Policy", "Permissions-Policy"])
      expect(data.headers.get(name)).toBeNull();
  });

  it("sends a script only nosniff and its embedding rule: it can never be a document", async () => {
    const script = await app.request("/assets/app.js");
    expect(script.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(script.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    for (const name of ["Content-Security-Policy", "Referrer-Policy", "X-Frame-Options"])
      expect(script.headers.get(name)).toBeNull();
  });
});
