import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hostRouting } from "./host-routing";
import { parseSiteDomains } from "./site-domains";
import { siteHosts } from "./site-hosts";

const app = new Hono();
const hosts = siteHosts(
  "https://platform.example",
  parseSiteDomains("felimar=felimar.es,www.felimar.es;naturliv=naturliv.no", "platform.example"),
);
app.use(hostRouting(() => hosts));
app.all("*", (c) => c.json(c.var.pageHost));

const request = (host: string, path: string, method = "GET") =>
  app.request(`http://${host}${path}`, { method, headers: { Host: host } });

describe("hostRouting", () => {
  it("tells the pages which host was asked for", async () => {
    expect(await (await request("felimar.es", "/")).json()).toEqual({ site: "felimar", origin: "https://felimar.es" });
    expect(await (await request("platform.example", "/felimar")).json()).toEqual({
      site: null,
      origin: "https://platform.example",
    });
    expect(await (await request("evil.example", "/")).json()).toEqual({
      site: null,
      origin: "https://platform.example",
    });
  });

  it("sends a site's other host to its primary one, path and query kept, a POST with its method", async () => {
    const get = await request("www.felimar.es", "/no?x=1");
    expect(get.status).toBe(301);
    expect(get.headers.get("Location")).toBe("https://felimar.es/no?x=1");
    // Not for ever: an operator may swap the hosts.
    expect(get.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const post = await request("www.felimar.es", "/api/felimar/contact", "POST");
    expect(post.status).toBe(308);
    expect(post.headers.get("Location")).toBe("https://felimar.es/api/felimar/contact");
    // Never the path as an authority: the origin is the configured one.
    expect((await request("www.felimar.es", "//evil.example/x")).headers.get("Location")).toBe(
      "https://felimar.es//evil.example/x",
    );
  });

  it("sends a page asked for by its shared-host path on its own domain to its path there", async () => {
    for (const [path, target] of [
      ["/naturliv", "/"],
      ["/no/naturliv?a=b", "/no?a=b"],
    ] as const) {
      const response = await request("naturliv.no", path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location")).toBe(target);
    }
    // The same path on both hosts, and another site's page, are left to the pages (the latter is their 404).
    for (const path of ["/projects", "/felimar", "/housing"])
      expect((await request("naturliv.no", path)).status, path).toBe(200);
  });

  it("keeps the back office, the notebook and their APIs off a site's domain, and on the shared host", async () => {
    for (const path of [
      "/api/admin/me",
      "/api/admin",
      "/api/notes/abc",
      "/api/notes",
      "/.well-known/jwks.json",
      "/writtenbyhuman/note/abc/preview.png",
    ]) {
      const answer = await request("naturliv.no", path);
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).error.code, path).toBe("not_found");
      expect((await request("platform.example", path)).status, path).toBe(200);
    }
    // The forms' APIs work on the site's domain.
    expect((await request("naturliv.no", "/api/housing/messages", "POST")).status).toBe(200);
  });
});
