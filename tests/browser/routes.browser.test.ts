import { describe, expect, it } from "vitest";
import { publicPages } from "#app/public-pages.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "../support/browser-harness";

const harness = setupBrowserHarness();

describe("every public page", () => {
  it("has its own title, description, canonical URL and Open Graph tags", async () => {
    const titles = new Set<string>();
    // In the HTML as sent (what crawlers and link previews read): no script needs to run.
    const page = await harness().open("/", { javaScriptEnabled: false });
    for (const { path } of publicPages) {
      await page.goto(harness().baseUrl + path, { waitUntil: "domcontentloaded" });
      const title = await page.title();
      expect(title, path).not.toBe("");
      titles.add(title);
      expect(await page.locator('meta[name="description"]').getAttribute("content"), path).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href"), path).toMatch(
        new RegExp(`^https?://[^/]+${path === "/" ? "/$" : `${path}$`}`),
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute("content"), path).toBe(title);
      expect(await page.locator("html").getAttribute("lang"), path).toMatch(/^(en|nl|es|no|nb)$/);
    }
    await page.context().close();
    expect(titles.size).toBe(publicPages.length);
  });

  for (const { path } of publicPages) {
    it(`${path} loads without console errors and has no axe violations (390 px and 1280 px)`, async () => {
      const errors: string[] = [];
      // One load, watched from its start; the same page is then checked again at the other width.
      const page = await harness().open(path, { viewport: MOBILE }, (loading) => {
        loading.on("console", (message) => message.type() === "error" && errors.push(message.text()));
        loading.on("pageerror", (error) => errors.push(error.message));
      });
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      await page.setViewportSize(DESKTOP);
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe("pages of the shell", () => {
  it("answers an unknown path with 404, says so, links home and logs the path", async () => {
    const response = await fetch(`${harness().baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");

    const page = await harness().open("/");
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.goto(`${harness().baseUrl}/no/such/page`);
    await waitForHydration(page);
    await expect.poll(() => logged.join("\n")).toContain("/no/such/page");
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${harness().baseUrl}/`);
    await page.context().close();
  });

  it("/projects says 'Projects Coming Soon' and links back to /naturliv", async () => {
    const page = await harness().open("/projects");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Projects Coming Soon");
    await waitForHydration(page);
    await page.getByRole("link", { name: /Back to Naturliv/ }).click();
    await page.waitForURL(`${harness().baseUrl}/naturliv`);
    await page.context().close();
  });

  it("redirects a trailing slash to the canonical URL", async () => {
    const response = await fetch(`${harness().baseUrl}/projects/`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/projects");
  });

  it("serves the sitemap with every public page and no notes, and robots.txt pointing to it", async () => {
    const sitemap = await (await fetch(`${harness().baseUrl}/sitemap.xml`)).text();
    for (const { path } of publicPages) expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
    expect(sitemap).not.toContain("/note/");
    const robots = await (await fetch(`${harness().baseUrl}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("Disallow: /writtenbyhuman/note/");
    expect(robots).toContain("Disallow: /admin");
  });

  it("serves a favicon", async () => {
    const response = await fetch(`${harness().baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/image/);
  });

  it("allows every inline script of a page by hash, and no other inline script", async () => {
    const page = await harness().open("/projects");
    const violations: string[] = [];
    page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    await page.reload();
    await waitForHydration(page);
    expect(violations).toEqual([]);
    const blocked = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(blocked).toBe(false);
    await page.context().close();
  });
});
