import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import { siteDomainHosts } from "../db/schema";
import { createLogger } from "../logger";
import { startLiveSiteHosts, type LiveSiteHosts } from "./live-site-hosts";
import { parseSiteDomains } from "./site-domains";

/** Polls `check` until it holds or `ms` pass; how long it took. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

for (const kind of testDatabaseKinds()) {
  describe(`the hosts served, kept current [${kind}]`, () => {
    let testDatabase: TestDatabase;
    let hosts: LiveSiteHosts;
    let changes = 0;
    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      await testDatabase.database.db
        .insert(siteDomainHosts)
        .values([{ host: "naturliv.test", site: "naturliv", position: 0 }]);
      const config = {
        SITE_URL: "https://platform.example",
        SITE_DOMAINS: parseSiteDomains("neron=neron.test", "platform.example"),
      };
      hosts = await startLiveSiteHosts({ database: testDatabase.database, config, logger: createLogger("silent") });
      hosts.onChange(() => (changes += 1));
    });
    afterAll(async () => {
      await hosts?.stop();
      await testDatabase?.dispose();
    });

    it("start with the configuration's and the stored ones", () => {
      expect(hosts.current().resolve("neron.test").site).toBe("neron");
      expect(hosts.current().resolve("naturliv.test").site).toBe("naturliv");
      expect(hosts.current().serves("naturliv.test")).toBe(true);
    });

    it("take a committed change within a second, on the NOTIFY it sends, and say so once", async () => {
      await testDatabase.database.db.insert(siteDomainHosts).values([
        { host: "felimar.test", site: "felimar", position: 0 },
        { host: "www.felimar.test", site: "felimar", position: 1 },
      ]);
      const took = await within(5_000, () => hosts.current().resolve("felimar.test").site === "felimar");
      expect(took).toBeLessThan(1_000);
      expect(hosts.current().resolve("www.felimar.test")).toMatchObject({ redirectTo: "https://felimar.test" });
      expect(hosts.current().originOf("felimar")).toBe("https://felimar.test");
      expect(changes).toBe(1);
    });

    it("let the configuration win for the sites it names", async () => {
      await testDatabase.database.db
        .insert(siteDomainHosts)
        .values([{ host: "other-neron.test", site: "neron", position: 0 }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hosts.current().resolve("other-neron.test").site).toBeNull();
      expect(hosts.current().originOf("neron")).toBe("https://neron.test");
    });

    it("drop a domain removed", async () => {
      await testDatabase.database.db.delete(siteDomainHosts);
      await within(5_000, () => hosts.current().resolve("felimar.test").site === null);
      expect(hosts.current().serves("naturliv.test")).toBe(false);
      expect(hosts.current().resolve("neron.test").site).toBe("neron");
    });
  });
}
