import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFileSchema, replaceContent } from "#app/sites/felimar/content.server.ts";
import { createApp } from "#server/app.ts";
import { readConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { hashInlineScripts } from "#server/pages/csp.ts";
import { prerenderedHtmlFile } from "#server/pages/prerendered-pages.ts";
import { createLogger } from "#server/logger.ts";
import { configuredSiteHosts } from "#server/hosts/live-site-hosts.ts";
import { pageRoutes } from "#server/pages/pages.ts";
import { clientBuildDir, serverBuildFile } from "#server/paths.ts";
import { setupBrowserHarness, waitForHydration } from "../support/browser-harness";
import { createEmptyPostgresDatabase, createTestDatabase, testDatabaseKinds } from "../support/test-database";

/**
 * How pages leave the server (docs/decisions/0012): prerendered ones from memory as the build
 * encoded them, Felimar and the 404 page rendered once per content version, every
 * other page with a nonce of its own, and in each case a CSP that runs only the
 * scripts we emitted.
 */
const harness = setupBrowserHarness();
const get = (pagePath: string, headers: Record<string, string> = {}) =>
  fetch(harness().baseUrl + pagePath, { headers });

/** The bytes as sent (fetch would decompress them). */
function rawBody(pagePath: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(harness().baseUrl + pagePath, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("hashed assets", () => {
  it("are sent brotli-encoded, cached for good, with no header a script cannot use (each is first-load bytes)", async () => {
    const html = await (await get("/projects")).text();
    // The page names its scripts in its boot module and preload links.
    const assetPath = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(assetPath).toBeDefined();
    const asset = await get(assetPath!, { "Accept-Encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    for (const name of ["Last-Modified", "Content-Security-Policy", "Referrer-Policy"])
      expect(asset.headers.get(name), name).toBeNull();
  });
});

describe("prerendered pages", () => {
  it("are the build's bytes with their URLs made public, in brotli, gzip or as is, with their scripts' CSP hashes and a strong ETag", async () => {
    const built = readFileSync(path.join(clientBuildDir, prerenderedHtmlFile("/writtenbyhuman")), "utf8");
    // The build names no host: its canonical URL is on the build's secret placeholder origin until served.
    const placeholder = /<link rel="canonical" href="(https:\/\/[0-9a-f]{24}\.invalid)\/writtenbyhuman"\/>/.exec(
      built,
    )?.[1];
    expect(placeholder).toBeDefined();
    const file = Buffer.from(built.replaceAll(placeholder!, harness().baseUrl));
    expect(file.toString()).toContain(`<link rel="canonical" href="${harness().baseUrl}/writtenbyhuman"/>`);
    const brotli = await rawBody("/writtenbyhuman", "gzip, deflate, br");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body)).toEqual(file);
    const gzip = await rawBody("/writtenbyhuman", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(file);
    expect((await rawBody("/writtenbyhuman", "identity")).body).toEqual(file);
    const br = await get("/writtenbyhuman", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    expect(br.headers.get("Content-Security-Policy")).toContain(
      `script-src 'self' ${hashInlineScripts(file.toString()).hashes.join(" ")}`,
    );
    expect(br.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("answer a current copy with 304 and no body", async () => {
    const first = await get("/projects", { "Accept-Encoding": "br" });
    const again = await get("/projects", { "Accept-Encoding": "br", "If-None-Match": first.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("are never sent from their files on disk, which have no CSP of their own", async () => {
    for (const file of ["/writtenbyhuman/index.html", "/projects/index.html", "/writtenbyhuman/index.html.br"])
      expect((await get(file)).status, file).toBe(404);
  });
});

describe("pages rendered per content version", () => {
  it("serve Felimar's one render to everyone (same ETag), whatever the query string or Host", async () => {
    const first = await get("/felimar", { "Accept-Encoding": "br" });
    const second = await get("/felimar?utm_source=x", { "Accept-Encoding": "br", "X-Forwarded-Host": "evil.example" });
    expect(first.status).toBe(200);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(
      (await get("/felimar", { "Accept-Encoding": "br", "If-None-Match": first.headers.get("ETag")! })).status,
    ).toBe(304);
  });

  it("answer every unknown path with the one 404 page, which names no path", async () => {
    const a = await get("/no-such-page-a");
    const b = await get("/deeper/no-such-page-b?x=1");
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    const html = await b.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).not.toContain("no-such-page");
  });
});

describe("the shared renders cannot be swapped", () => {
  // Paths whose decoded form, read as a URL again, would name another host ("/\\x/naturliv"
  // is http://x/naturliv): the render must never be of what such a path points to.
  it.each(["/%5C%5Cx/naturliv", "/%09/x/naturliv", "/%5C%5C", "/%5C%5Cx/writtenbyhuman/note/abc", "/%0A/naturliv"])(
    "%s: no server error, and the 404 page stays the 404 page",
    async (trick) => {
      const response = await fetch(harness().baseUrl + trick, { redirect: "manual" });
      expect(response.status, trick).toBeLessThan(500);
      const unknown = await get("/still-unknown");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("Oops! Page not found");
    },
  );

  it("serves a prerendered page from memory whatever the path's case (no render per request)", async () => {
    const canonical = await get("/projects", { "Accept-Encoding": "br" });
    const shouting = await get("/PROJECTS", { "Accept-Encoding": "br" });
    expect(shouting.status).toBe(200);
    expect(shouting.headers.get("ETag")).toBe(canonical.headers.get("ETag"));
  });

  it("serves one render of Felimar whatever the path's case", async () => {
    const canonical = await get("/felimar", { "Accept-Encoding": "br" });
    const shouting = await get("/FELIMAR", { "Accept-Encoding": "br" });
    expect(shouting.headers.get("ETag")).toBe(canonical.headers.get("ETag"));
  });
});

describe.each(testDatabaseKinds())("two instances on one database [%s]", (kind) => {
  const opened: { dispose(): Promise<void> }[] = [];
  let first: Database;
  let second: Database;
  let instance: ReturnType<typeof createApp>;

  beforeAll(async () => {
    if (kind === "postgres") {
      // Each instance with its own connections to the same database.
      const empty = await createEmptyPostgresDatabase();
      first = await openDatabase({ url: empty.url });
      second = await openDatabase({ url: empty.url });
      opened.push({ dispose: async () => (await first.close(), await second.close(), await empty.drop()) });
    } else {
      // The embedded database is one process's: two apps share its one handle.
      const testDatabase = await createTestDatabase(kind);
      opened.push(testDatabase);
      first = second = testDatabase.database;
    }
    const build = await import(/* @vite-ignore */ serverBuildFile);
    instance = createApp({
      config: readConfig({}),
      database: first,
      logger: createLogger("silent"),
      pages: pageRoutes({
        database: first,
        hosts: configuredSiteHosts(readConfig({})),
        loadBuild: async () => build,
        mode: "production",
        serveClientBuild: true,
      }),
    });
  });

  afterAll(async () => {
    for (const database of opened) await database.dispose();
  });

  it("shows a content change made elsewhere within a second", async () => {
    const before = await instance.request("/felimar");
    expect(await before.text()).not.toContain("Een testimonial van de andere instantie");
    await replaceContent(
      second.db,
      contentFileSchema.parse({
        testimonials: [{ quote: "Een testimonial van de andere instantie", naam: "Test", plaats: "Mijas" }],
      }),
    );
    const changed = performance.now();
    let html = "";
    // When the request that first showed the change was sent: the render it waited for is the
    // machine's speed, not how long the instance took to notice (a loaded CI box renders slowly).
    let askedAt = changed;
    while (performance.now() - changed < 5_000 && !html.includes("Een testimonial van de andere instantie")) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      askedAt = performance.now();
      html = await (await instance.request("/felimar")).text();
    }
    expect(html).toContain("Een testimonial van de andere instantie");
    expect(askedAt - changed).toBeLessThan(1_000);
  });
});

describe("the CSP runs only the scripts we emitted", () => {
  const INJECTED = `<script>window.__injected = true</script><script nonce="guess">window.__injected = true</script>`;

  // A script that got into a page by any route (a bug, a proxy, stored content):
  // Chromium must refuse it while the page's own scripts hydrate it.
  it.each(["/writtenbyhuman", "/felimar", "/writtenbyhuman/note/no-such-note", "/admin/sign-in"])(
    "%s: an injected script does not run, the page still hydrates",
    async (pagePath) => {
      const context = await harness().browser.newContext();
      const violations: string[] = [];
      await context.route(`${harness().baseUrl}${pagePath}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace("</body>", `${INJECTED}</body>`);
        await route.fulfill({
          response,
          body,
          headers: { ...response.headers(), "content-encoding": "", "content-length": String(Buffer.byteLength(body)) },
        });
      });
      const page = await context.newPage();
      page.on("console", (message) => message.type() === "error" && violations.push(message.text()));
      await page.goto(harness().baseUrl + pagePath);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      expect(violations.some((text) => text.includes("Content Security Policy"))).toBe(true);
      await context.close();
    },
  );
});
