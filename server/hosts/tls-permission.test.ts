import { describe, expect, it } from "vitest";
import { parseSiteDomains } from "./site-domains";
import { siteHosts } from "./site-hosts";
import { tlsPermissionApp } from "./tls-permission";

const hosts = siteHosts(
  "https://example.com",
  parseSiteDomains("felimar=felimar.es,www.felimar.es;neron=neronantiguedades.es", "example.com"),
);
const app = tlsPermissionApp(hosts);

/** What Caddy would hear asking about `domain` (as it sends it: `GET <ask URL>?domain=<name>`). */
async function ask(domain: string) {
  const response = await app.request(`http://127.0.0.1:4000/?domain=${encodeURIComponent(domain)}`);
  return { status: response.status, body: await response.json() };
}

describe("the TLS permission check (Caddy's on-demand ask)", () => {
  it("allows the shared host and every configured host", async () => {
    for (const name of ["example.com", "felimar.es", "www.felimar.es", "neronantiguedades.es"]) {
      expect(await ask(name)).toEqual({ status: 200, body: { domain: name } });
    }
  });

  it("compares names as DNS does: case and a trailing dot make no difference", async () => {
    expect((await ask("FELIMAR.es")).status).toBe(200);
    expect((await ask("felimar.es.")).status).toBe(200);
  });

  it("refuses every other name with 404 and the error JSON, so no certificate is requested for it", async () => {
    for (const name of [
      "unknown.test",
      "felimar.es.evil.example",
      "evil-felimar.es",
      "mail.felimar.es",
      "localhost",
      "127.0.0.1",
      "example.co",
    ]) {
      expect(await ask(name)).toEqual({
        status: 404,
        body: { error: { code: "unknown_domain", message: expect.any(String) } },
      });
    }
  });

  it("answers 400 when there is no single host name to judge", async () => {
    const malformed = [
      "",
      "*.felimar.es",
      "felimar.es:443",
      "felimar_es",
      "-felimar.es",
      "felimar..es",
      "felimar.es/x",
      "[::1]",
      "a".repeat(64) + ".es",
      `${"a.".repeat(127)}es`,
    ];
    for (const name of malformed) {
      expect(await ask(name), name).toEqual({
        status: 400,
        body: { error: { code: "invalid_domain", message: expect.any(String) } },
      });
    }
    expect((await app.request("http://127.0.0.1:4000/")).status).toBe(400);
    expect((await app.request("http://127.0.0.1:4000/?domain=felimar.es&domain=unknown.test")).status).toBe(400);
  });

  it("accepts a name of the longest length DNS allows", async () => {
    const longest = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(longest).toHaveLength(253);
    expect((await ask(longest)).status).toBe(404);
    expect((await ask(`${longest}.`)).status).toBe(404);
    expect((await ask(`${longest}e`)).status).toBe(400);
  });

  it("answers nothing else: 404 for other paths, 405 for other methods", async () => {
    const other = await app.request("http://127.0.0.1:4000/healthz?domain=felimar.es");
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    const post = await app.request("http://127.0.0.1:4000/?domain=felimar.es", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
    expect(await post.json()).toEqual({ error: { code: "method_not_allowed", message: expect.any(String) } });
    expect((await app.request("http://127.0.0.1:4000/?domain=felimar.es", { method: "HEAD" })).status).toBe(200);
  });
});
