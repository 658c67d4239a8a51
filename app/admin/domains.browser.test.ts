import http from "node:http";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteDomainHosts } from "#server/db/schema.ts";
import { parseSiteDomains } from "#server/hosts/site-domains.ts";
import { expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

// localhost: the back office's PUT must come from SITE_URL exactly. Neron's domain is the configuration's.
const harness = setupBrowserHarness(
  { SITE_DOMAINS: parseSiteDomains("neron=neron.test", "localhost") },
  { localhost: true },
);

/** GET `path` from the harness with `Host: host`, as a browser sent there by DNS would. */
function getAs(host: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(harness().baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject).end();
  });
}

describe("the domains screen", { timeout: 120_000 }, () => {
  it("lets an operator give Felimar its own domain, which is then served", async () => {
    const { page } = await openSignedIn(harness(), "/admin/domains");
    await waitForAdminPage(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Domains" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Domains" }).waitFor();
    await page.getByText("Point the name at this server.").waitFor();

    // Neron's hosts are the configuration's: shown, not editable.
    const neron = page.getByRole("region", { name: "Neron Antigüedades" });
    await neron.getByText("Set in the server's configuration (SITE_DOMAINS)", { exact: false }).waitFor();
    expect(await neron.getByRole("button").count()).toBe(0);
    expect(await neron.getByRole("list", { name: "Pages on neron.test" }).textContent()).toContain("neron.test/");
    await expectNoA11yViolations(page);
    await shot(page, "domains");

    const felimar = page.getByRole("region", { name: "Felimar" });
    await felimar.getByText("No domain of its own", { exact: false }).waitFor();
    await felimar.getByRole("button", { name: "Add a domain for Felimar" }).click();
    const primary = felimar.getByLabel("Primary host");
    await expect.poll(() => primary.evaluate((element) => element === document.activeElement)).toBe(true);

    // What the browser can tell at once, then what only the server knows: the host is Neron's.
    await primary.fill("https://felimar.test/");
    await felimar.getByRole("button", { name: "Save hosts" }).click();
    await felimar.getByText("Only the name, like felimar.es: no https://, spaces or slashes.").waitFor();
    await primary.fill("neron.test");
    await felimar.getByRole("button", { name: "Save hosts" }).click();
    await felimar
      .getByText("neron.test is already Neron Antigüedades's (set in the server's configuration).", { exact: false })
      .waitFor();
    expect(await primary.getAttribute("aria-invalid")).toBe("true");
    await expectNoA11yViolations(page);
    await shot(page, "domains-error");

    await primary.fill("felimar.test");
    await felimar.getByRole("button", { name: "Add a host" }).click();
    await felimar.getByLabel("Host 2 · redirects to the primary").fill("WWW.felimar.test");
    await felimar.getByRole("button", { name: "Save hosts" }).click();
    await page.getByText("Felimar is now served at felimar.test.", { exact: false }).waitFor();

    // The card shows what is served now, and the pages there.
    const hosts = felimar.getByRole("list", { name: "Felimar's hosts" });
    await hosts.getByText("www.felimar.test").waitFor();
    expect((await hosts.getByRole("listitem").allTextContents()).map((text) => text.trim())).toEqual([
      "felimar.testPrimary",
      "www.felimar.testRedirects to primary",
    ]);
    expect(await felimar.getByRole("list", { name: "Pages on felimar.test" }).textContent()).toBe(
      "felimar.test/→shows/felimar",
    );
    expect(
      await felimar
        .getByRole("button", { name: "Edit hosts for Felimar" })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(
      await harness()
        .database.db.select({
          host: siteDomainHosts.host,
          site: siteDomainHosts.site,
          position: siteDomainHosts.position,
        })
        .from(siteDomainHosts)
        .orderBy(asc(siteDomainHosts.position)),
    ).toEqual([
      { host: "felimar.test", site: "felimar", position: 0 },
      { host: "www.felimar.test", site: "felimar", position: 1 },
    ]);

    // Served there without a restart (every instance reads the domains again on the save's NOTIFY).
    let answer = await getAs("felimar.test", "/");
    const asked = performance.now();
    while (answer.status !== 200 && performance.now() - asked < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await getAs("felimar.test", "/");
    }
    expect(answer.status).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(answer.body)?.[1]).toMatch(/^Felimar \|/);

    await page.setViewportSize(MOBILE);
    await shot(page, "domains-saved");
  });

  it("makes another host the primary, and an empty list takes the domain away", async () => {
    await harness().database.db.delete(siteDomainHosts);
    await harness()
      .database.db.insert(siteDomainHosts)
      .values([
        { host: "housing.test", site: "housing", position: 0 },
        { host: "bolig.test", site: "housing", position: 1 },
      ]);
    const { page } = await openSignedIn(harness(), "/admin/domains", {}, { viewport: MOBILE });
    await waitForAdminPage(page);
    const housing = page.getByRole("region", { name: "Housing Norway" });
    await housing.getByRole("button", { name: "Edit hosts for Housing Norway" }).click();
    await housing.getByRole("button", { name: "Make primary: bolig.test" }).click();
    expect(await housing.getByLabel("Primary host").inputValue()).toBe("bolig.test");
    await expectNoA11yViolations(page);
    await shot(page, "domains-edit");
    await housing.getByRole("button", { name: "Save hosts" }).click();
    await page.getByText("Housing Norway is now served at bolig.test.", { exact: false }).waitFor();
    await housing.getByRole("list", { name: "Pages on bolig.test" }).waitFor();

    await housing.getByRole("button", { name: "Edit hosts for Housing Norway" }).click();
    await housing.getByRole("button", { name: "Remove bolig.test" }).click();
    await housing.getByRole("button", { name: "Remove housing.test" }).click();
    await housing.getByText("No hosts: saving takes Housing Norway's own domain away.", { exact: false }).waitFor();
    await housing.getByRole("button", { name: "Save hosts" }).click();
    await page.getByText("Housing Norway has no domain of its own now", { exact: false }).waitFor();
    await housing.getByText("No domain of its own", { exact: false }).waitFor();
    expect(await harness().database.db.select().from(siteDomainHosts)).toEqual([]);
  });

  it("speaks the operator's language: steps, cards and the form's checks in Norwegian", async () => {
    const { page } = await openSignedIn(harness(), "/admin/domains", { language: "nb" }, { viewport: MOBILE });
    const nb = adminMessages("nb");
    const words = nb.content.domains;
    await page.getByRole("heading", { level: 1, name: nb.shell.pages.domains }).waitFor();
    await page.getByText(words.dnsTitle).waitFor();
    const neron = page.getByRole("region", { name: "Neron Antigüedades" });
    await neron.getByText(words.configured).waitFor();
    await neron.getByText(words.sourceConfiguration).waitFor();
    const felimar = page.getByRole("region", { name: "Felimar" });
    await felimar.getByRole("button", { name: `${words.addDomain}${words.forSite("Felimar")}` }).click();
    await felimar.getByLabel(words.primaryHost).fill("https://felimar.test/");
    await felimar.getByRole("button", { name: words.save }).click();
    await felimar.getByText(words.onlyName).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, "domains-nb");
    await felimar.getByRole("button", { name: words.cancel }).click();
  });

  it("is not offered to an owner, who gets the operators-only notice in their language", async () => {
    const { page } = await openSignedIn(harness(), "/admin/domains", { role: "owner", sites: ["felimar"] });
    await page.getByText(adminMessages("nl").account.operatorsOnly.title).waitFor();
    expect(
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Domains" }).count(),
    ).toBe(0);
  });
});
