import http from "node:http";
import { eq } from "drizzle-orm";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFileSchema, replaceContent } from "#app/sites/felimar/content.server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/chromium-flags.ts";
import { housingMessages, siteDomainHosts } from "#server/db/schema.ts";
import { parseSiteDomains } from "#server/hosts/site-domains.ts";
import { scrollToHydrated, setupBrowserHarness, waitForHydration } from "../support/browser-harness";

/**
 * Each business on its own domain (docs/domains-and-tls.md), asked for by name as a browser behind
 * DNS would: the real app and build, `Host` set per request. The harness's own origin,
 * `http://127.0.0.1:<port>`, is the shared host (SITE_URL).
 */
const harness = setupBrowserHarness({
  SITE_DOMAINS: parseSiteDomains(
    "felimar=felimar.test,www.felimar.test;naturliv=naturliv.test;housing=housing.test",
    "127.0.0.1",
  ),
});
const shared = () => harness().baseUrl;
const port = () => new URL(harness().baseUrl).port;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET `path` with `Host: host` (a name of ours, or any), as sent: redirects are not followed. */
function get(host: string, path: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: port(), path, method, headers: { Host: host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject).end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("a site on its own domain", () => {
  it("is served at / with its canonical URL, Open Graph tags and JSON-LD on that domain, and no placeholder origin left", async () => {
    const page = await get("felimar.test", "/");
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toMatch(/^Felimar \|/);
    expect(canonicalOf(page.body)).toBe("http://felimar.test/");
    expect(metaOf(page.body, "og:url")).toBe("http://felimar.test/");
    expect(metaOf(page.body, "og:image")).toBe("http://felimar.test/og/felimar.png");
    expect(page.body).toContain('"url":"http://felimar.test/"');
    expect(page.body).not.toContain(".invalid");
    // Its share preview and its scripts are there too.
    expect((await get("felimar.test", "/og/felimar.png")).status).toBe(200);
    const script = /\/assets\/[\w.-]+\.js/.exec(page.body)![0];
    expect((await get("felimar.test", script)).status).toBe(200);
  });

  it("puts every page of a site with several at its path there, with hreflang on that domain", async () => {
    const paths: [string, RegExp][] = [
      ["/", /Naturliv/],
      ["/projects", /Projects/],
      ["/no", /Naturliv/],
      ["/no/projects", /Prosjekter/],
    ];
    for (const [path, title] of paths) {
      const page = await get("naturliv.test", path);
      expect(page.status, path).toBe(200);
      expect(titleOf(page.body), path).toMatch(title);
      expect(canonicalOf(page.body), path).toBe(`http://naturliv.test${path}`);
      expect(page.body, path).not.toContain(".invalid");
    }
    const home = (await get("naturliv.test", "/")).body;
    expect(home).toContain('<link rel="alternate" hrefLang="nb" href="http://naturliv.test/no"/>');
    expect(home).toContain('<link rel="alternate" hrefLang="x-default" href="http://naturliv.test/"/>');
    // Its links are the domain's: home is /, the projects page /projects, Norwegian /no.
    expect(home).toMatch(/<a [^>]*href="\/projects"/);
    expect(home).toMatch(/<a [^>]*href="\/no"/);
    expect(home).not.toMatch(/href="\/naturliv"/);
    expect((await get("naturliv.test", "/projects")).body).toMatch(/<a [^>]*href="\/"/);
  });

  it("sends its shared-host paths to its own, and its other hosts to its primary one", async () => {
    expect(await get("felimar.test", "/felimar?ref=van")).toMatchObject({
      status: 301,
      headers: { location: "/?ref=van" },
    });
    expect(await get("naturliv.test", "/no/naturliv")).toMatchObject({ status: 301, headers: { location: "/no" } });
    expect(await get(`www.felimar.test:${port()}`, "/x?y=1")).toMatchObject({
      status: 301,
      headers: { location: "http://felimar.test/x?y=1" },
    });
  });

  it("answers 404 for other sites' pages, the notebook and the back office", async () => {
    for (const path of [
      "/naturliv",
      "/housing",
      "/neronantiguedades",
      "/projects",
      "/no",
      "/writtenbyhuman",
      "/writtenbyhuman/create",
      "/admin",
      "/admin/sign-in",
    ]) {
      const page = await get("felimar.test", path);
      expect(page.status, path).toBe(404);
    }
  });

  it("takes its form's submissions through the API on its own host", async () => {
    const body = JSON.stringify({ naam: "", email: "" });
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: port(),
          path: "/api/felimar/requests",
          method: "POST",
          headers: { Host: "felimar.test", "Content-Type": "application/json" },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      request.on("error", reject).end(body);
    });
    // The endpoint answers there (its field messages), as on the shared host.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.fields).toBeDefined();
  });
});

describe("sitemaps and robots.txt", () => {
  it("lists only the domain's own pages, on the domain, with the date of the site's last content change", async () => {
    const before = await get("naturliv.test", "/sitemap.xml");
    expect(before.headers["content-type"]).toMatch(/^application\/xml/);
    expect(locsOf(before.body).sort()).toEqual([
      "http://naturliv.test/",
      "http://naturliv.test/no",
      "http://naturliv.test/no/projects",
      "http://naturliv.test/projects",
    ]);
    expect(before.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    await replaceContent(
      harness().database.db,
      contentFileSchema.parse({ testimonials: [{ quote: "Alles geregeld", naam: "Test", plaats: "Mijas" }] }),
    );
    const felimar = await get("felimar.test", "/sitemap.xml");
    expect(locsOf(felimar.body)).toEqual(["http://felimar.test/"]);
    const lastmod = new Date(/<lastmod>([^<]+)<\/lastmod>/.exec(felimar.body)![1]!);
    expect(Date.now() - lastmod.getTime()).toBeLessThan(60_000);
  });

  it("on the shared host lists the pages no own domain serves", async () => {
    const sitemap = await get("127.0.0.1", "/sitemap.xml");
    expect(locsOf(sitemap.body).sort()).toEqual([
      `${shared()}/`,
      `${shared()}/neronantiguedades`,
      `${shared()}/writtenbyhuman`,
      `${shared()}/writtenbyhuman/create`,
    ]);
  });

  it("names each host's own sitemap, and keeps the shared host's private paths out", async () => {
    const domain = await get("felimar.test", "/robots.txt");
    expect(domain.body).toContain("Sitemap: http://felimar.test/sitemap.xml");
    expect(domain.body).not.toContain("/admin");
    const sharedRobots = await get("127.0.0.1", "/robots.txt");
    expect(sharedRobots.body).toContain(`Sitemap: ${shared()}/sitemap.xml`);
    expect(sharedRobots.body).toContain("Disallow: /admin");
  });
});

describe("the shared host", () => {
  it("keeps today's paths, and names a page's own domain as its canonical URL", async () => {
    const felimar = await get("127.0.0.1", "/felimar");
    expect(felimar.status).toBe(200);
    expect(canonicalOf(felimar.body)).toBe("http://felimar.test/");
    const projects = await get("127.0.0.1", "/projects");
    expect(canonicalOf(projects.body)).toBe("http://naturliv.test/projects");
    // Its links are still the shared host's.
    expect(projects.body).toMatch(/<a [^>]*href="\/naturliv"/);
    expect(canonicalOf((await get("127.0.0.1", "/writtenbyhuman")).body)).toBe(`${shared()}/writtenbyhuman`);
  });

  it("is what an unknown Host gets: the configured origins, never the one sent", async () => {
    for (const path of ["/", "/writtenbyhuman", "/neronantiguedades", "/sitemap.xml", "/robots.txt", "/felimar"]) {
      const page = await get("evil.example", path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain("evil.example");
      expect(page.body, path).not.toContain(".invalid");
    }
    expect(canonicalOf((await get("evil.example", "/")).body)).toBe(`${shared()}/`);
  });
});

describe("a domain given in the back office (stored, not configured)", () => {
  it("is served on every page within a second, without a restart, and the pages made before name it", async () => {
    const before = await get("127.0.0.1", "/neronantiguedades");
    expect(canonicalOf(before.body)).toBe(`${shared()}/neronantiguedades`);
    await harness()
      .database.db.insert(siteDomainHosts)
      .values([{ host: "neron.test", site: "neron", position: 0 }]);
    const asked = performance.now();
    let page = await get("neron.test", "/");
    while (page.status !== 200 && performance.now() - asked < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await get("neron.test", "/");
    }
    expect(performance.now() - asked).toBeLessThan(1_500);
    expect(titleOf(page.body)).toMatch(/Neron/);
    expect(canonicalOf(page.body)).toBe("http://neron.test/");
    // The shared host's cached render was made again: its canonical URL is the new domain's.
    expect(canonicalOf((await get("127.0.0.1", "/neronantiguedades")).body)).toBe("http://neron.test/");
    expect(locsOf((await get("127.0.0.1", "/sitemap.xml")).body)).not.toContain(`${shared()}/neronantiguedades`);
    await harness().database.db.delete(siteDomainHosts);
  });
});

describe("in Chromium, on the domain", () => {
  let browser: Browser;
  beforeAll(async () => {
    // Every *.test name is this machine, as DNS would make it.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP *.test 127.0.0.1"],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("hydrates at / and moves between the site's pages and languages in the browser, on its own paths", async () => {
    const origin = `http://naturliv.test:${port()}`;
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page
      .locator("#projects")
      .getByRole("link", { name: /View all projects/i })
      .click();
    await page.waitForURL(`${origin}/projects`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Projects Coming Soon");
    await page.getByRole("link", { name: /NO/ }).first().click();
    await page.waitForURL(`${origin}/no/projects`);
    await page.getByRole("link", { name: /EN/ }).first().click();
    await page.waitForURL(`${origin}/projects`);
    // The tags made again in the browser name the server's URLs: one canonical URL, the domain's.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
        ),
      )
      .toEqual(["http://naturliv.test/projects"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps one canonical URL per page once hydrated: on the shared host, the page's own domain", async () => {
    const page = await browser.newPage();
    await page.goto(`${shared()}/felimar`);
    await waitForHydration(page);
    const canonical = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="canonical"], meta[property="og:url"]')].map(
          (tag) => tag.getAttribute("href") ?? tag.getAttribute("content"),
        ),
      );
    expect(await canonical()).toEqual(["http://felimar.test/", "http://felimar.test/"]);
    await page.close();
  });

  it("sends its contact form to the API on its own host, and the message is stored", async () => {
    const page = await browser.newPage();
    await page.goto(`http://naturliv.test:${port()}/`);
    await waitForHydration(page);
    await scrollToHydrated(page, "#contact form", "start");
    const form = page.locator("#contact form");
    await form.getByLabel("Full name").fill("Ingrid Domene");
    await form.getByLabel("Email").fill("ingrid.domene@example.no");
    await form.getByLabel("Message").fill("Asked for from naturliv.test, our own domain.");
    await form.getByRole("checkbox", { name: /privacy/i }).click();
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Thanks! We'll reply soon.").waitFor();
    const rows = await harness()
      .database.db.select()
      .from(housingMessages)
      .where(eq(housingMessages.email, "ingrid.domene@example.no"));
    expect(rows).toHaveLength(1);
    await page.close();
  });
});
