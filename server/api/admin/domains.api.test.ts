import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { SiteDomainItem, SiteDomains } from "#app/admin/api-types.ts";
import { createSignedInAdmin, TEST_ORIGIN, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { auditLog, siteDomainHosts } from "../../db/schema";
import { DUPLICATE_HOST_MESSAGE, HOST_NAME_MESSAGE, TOO_MANY_HOSTS_MESSAGE } from "../../hosts/site-domain-store";

describeApi(
  "the domains API",
  (api) => {
    let operator: TestAdmin;
    let owner: TestAdmin;
    const db = () => api().database.db;

    const put = (site: string, body: unknown, headers: Record<string, string> = operator.headers) =>
      api().request(`/api/admin/domains/${site}`, {
        method: "PUT",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const list = async (): Promise<SiteDomains> => {
      const response = await api().request("/api/admin/domains", { headers: operator.headers });
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json();
    };
    const entry = async (site: string) => (await list()).sites.find((item) => item.site === site);
    const storedHosts = async () =>
      (await db().select({ host: siteDomainHosts.host }).from(siteDomainHosts)).map((row) => row.host).sort();

    beforeAll(async () => {
      operator = await createSignedInAdmin(db(), { role: "operator" });
      owner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
    });
    beforeEach(async () => {
      await db().delete(siteDomainHosts);
    });

    it("lists every site that may have a domain: where its hosts come from and the pages it serves there", async () => {
      const answer = await list();
      expect(answer.sharedOrigin).toBe(TEST_ORIGIN);
      expect(answer.sites.map((item) => item.site)).toEqual(["community", "naturliv", "housing", "felimar", "neron"]);
      expect(answer.sites.find((item) => item.site === "neron")).toEqual({
        site: "neron",
        name: "Neron Antigüedades",
        hosts: ["neron.es", "www.neron.es"],
        source: "configuration",
        pages: [{ path: "/neronantiguedades", domainPath: "/" }],
      } satisfies SiteDomainItem);
      expect(answer.sites.find((item) => item.site === "felimar")).toMatchObject({
        name: "Felimar",
        hosts: [],
        source: "none",
        pages: [{ path: "/felimar", domainPath: "/" }],
      });
      expect((await entry("naturliv"))?.pages).toContainEqual({ path: "/no/projects", domainPath: "/no/projects" });
    });

    it("saves a site's hosts, answers its new entry and lists it, and records who did it", async () => {
      const response = await put("felimar", { hosts: ["Felimar.test", "www.felimar.test"] });
      expect(response.status, await response.clone().text()).toBe(200);
      const saved: SiteDomainItem = await response.json();
      expect(saved).toEqual({
        site: "felimar",
        name: "Felimar",
        hosts: ["felimar.test", "www.felimar.test"],
        source: "back-office",
        pages: [{ path: "/felimar", domainPath: "/" }],
      });
      expect(await entry("felimar")).toEqual(saved);
      expect(await storedHosts()).toEqual(["felimar.test", "www.felimar.test"]);
      const records = await db().select().from(auditLog).where(eq(auditLog.action, "site_domains_saved"));
      expect(records.at(-1)).toMatchObject({
        userId: operator.userId,
        details: { site: "felimar", hosts: ["felimar.test", "www.felimar.test"] },
      });
    });

    it("takes a site's domain away with an empty list", async () => {
      await put("housing", { hosts: ["housing.test"] });
      const response = await put("housing", { hosts: [] });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ site: "housing", hosts: [], source: "none" });
      expect(await entry("housing")).toMatchObject({ hosts: [], source: "none" });
      expect(await storedHosts()).toEqual([]);
    });

    it("answers 400 with a message per host, storing nothing", async () => {
      const cases: [unknown, Record<string, string>][] = [
        [
          { hosts: ["ok.test", "not a host", "OK.test"] },
          { "hosts.1": HOST_NAME_MESSAGE, "hosts.2": DUPLICATE_HOST_MESSAGE },
        ],
        [{ hosts: ["ok.test", "", 7] }, { "hosts.2": "Type a host name, like felimar.es." }],
        [{ hosts: "felimar.test" }, { hosts: "Send the hosts as a list of names." }],
        [{ hosts: Array.from({ length: 11 }, (_, index) => `h${index}.test`) }, { hosts: TOO_MANY_HOSTS_MESSAGE }],
        [{ hosts: ["x".repeat(301)] }, { "hosts.0": "This is longer than any host name." }],
        [{ hosts: [], primary: "felimar.test" }, { primary: "Unknown field." }],
      ];
      for (const [body, fields] of cases) {
        const response = await put("felimar", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json(), JSON.stringify(body)).toEqual({
          error: { code: "validation_failed", message: expect.any(String), fields },
        });
      }
      expect(await storedHosts()).toEqual([]);
    });

    it("answers 409 host_taken for another site's host, stored or configured, naming the host and the site", async () => {
      await put("felimar", { hosts: ["felimar.test"] });
      const stored = await put("housing", { hosts: ["housing.test", "felimar.test"] });
      expect(stored.status).toBe(409);
      const storedError = (await stored.json()).error;
      expect(storedError).toMatchObject({ code: "host_taken", fields: { "hosts.1": storedError.message } });
      expect(storedError.message).toContain("felimar.test is already Felimar's");

      const configured = await put("housing", { hosts: ["www.neron.es"] });
      expect(configured.status).toBe(409);
      const configuredError = (await configured.json()).error;
      expect(configuredError).toMatchObject({ code: "host_taken", fields: { "hosts.0": configuredError.message } });
      expect(configuredError.message).toContain(
        "www.neron.es is already Neron Antigüedades's (set in the server's configuration)",
      );
      expect(await storedHosts()).toEqual(["felimar.test"]);
    });

    it("gives a host to one of two operators saving it at once", async () => {
      const answers = await Promise.all([
        put("community", { hosts: ["both.test"] }),
        put("naturliv", { hosts: ["both.test"] }),
      ]);
      expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await storedHosts()).toEqual(["both.test"]);
    });

    it("answers 409 locked for a site the configuration names, and 404 for one that cannot have a domain", async () => {
      const locked = await put("neron", { hosts: ["neron.test"] });
      expect(locked.status).toBe(409);
      expect((await locked.json()).error).toMatchObject({
        code: "locked",
        message: expect.stringContaining("SITE_DOMAINS"),
      });
      for (const site of ["writtenbyhuman", "nowhere", "Felimar"]) {
        const response = await put(site, { hosts: ["somewhere.test"] });
        expect(response.status, site).toBe(404);
        expect((await response.json()).error.code).toBe("not_found");
      }
      expect(await storedHosts()).toEqual([]);
    });

    it("is for operators only: 401 signed out, 403 for an owner, 403 from another origin", async () => {
      expect((await api().request("/api/admin/domains")).status).toBe(401);
      expect((await put("felimar", { hosts: ["felimar.test"] }, { Origin: TEST_ORIGIN })).status).toBe(401);
      const ownerList = await api().request("/api/admin/domains", { headers: owner.headers });
      expect(ownerList.status).toBe(403);
      expect((await ownerList.json()).error.code).toBe("forbidden");
      expect((await put("felimar", { hosts: ["felimar.test"] }, owner.headers)).status).toBe(403);
      for (const origin of ["https://evil.example", undefined]) {
        const headers: Record<string, string> = { Cookie: operator.headers.Cookie! };
        if (origin) headers.Origin = origin;
        const response = await put("felimar", { hosts: ["felimar.test"] }, headers);
        expect(response.status).toBe(403);
        expect((await response.json()).error.code).toBe("cross_origin");
      }
      expect(await storedHosts()).toEqual([]);
    });

    it("tells every instance when a save commits (NOTIFY site_domains_changed)", async () => {
      let notifications = 0;
      const stop = api().database.listen("site_domains_changed", () => notifications++);
      try {
        // PostgreSQL's listener reports once when its connection is up; PGlite's registers within a moment.
        if (api().kind === "postgres") await expect.poll(() => notifications, { timeout: 5_000 }).toBeGreaterThan(0);
        else await new Promise((resolve) => setTimeout(resolve, 200));
        const before = notifications;
        expect((await put("community", { hosts: ["community.test"] })).status).toBe(200);
        await expect.poll(() => notifications, { timeout: 2_000 }).toBeGreaterThan(before);
      } finally {
        await stop();
      }
    });
  },
  { SITE_DOMAINS: [{ site: "neron", hosts: ["neron.es", "www.neron.es"] }] },
);
