import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import type { Db } from "../db/database";
import { auditLog, siteDomainHosts } from "../db/schema";
import {
  DUPLICATE_HOST_MESSAGE,
  HOST_NAME_MESSAGE,
  readStoredDomains,
  saveSiteHosts,
  SHARED_HOST_MESSAGE,
  TOO_MANY_HOSTS_MESSAGE,
  type SaveSiteHostsInput,
} from "./site-domain-store";
import type { SiteDomain } from "./site-domains";

const CONFIGURED: SiteDomain[] = [{ site: "neron", hosts: ["neron.es", "www.neron.es"] }];

for (const kind of testDatabaseKinds()) {
  describe(`the stored site domains [${kind}]`, () => {
    let testDatabase: TestDatabase;
    let db: Db;
    let actor: SaveSiteHostsInput["actor"];
    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      db = testDatabase.database.db;
      actor = await createSignedInAdmin(db, { role: "operator", email: "operator@example.com" });
    });
    beforeEach(async () => {
      await db.delete(siteDomainHosts);
    });
    afterAll(async () => {
      await testDatabase?.dispose();
    });

    const save = (input: Pick<SaveSiteHostsInput, "site" | "hosts"> & Partial<SaveSiteHostsInput>) =>
      saveSiteHosts(db, { actor, configured: CONFIGURED, sharedHost: "localhost:3000", ...input });

    it("stores a site's hosts normalized, primary first, and reads them back by site", async () => {
      expect(await save({ site: "felimar", hosts: [" Felimar.TEST. ", "www.felimar.test"] })).toEqual({
        ok: true,
        domain: { site: "felimar", hosts: ["felimar.test", "www.felimar.test"] },
      });
      expect(await save({ site: "community", hosts: ["community.test"] })).toMatchObject({ ok: true });
      expect(await readStoredDomains(db)).toEqual([
        { site: "community", hosts: ["community.test"] },
        { site: "felimar", hosts: ["felimar.test", "www.felimar.test"] },
      ]);
      const rows = await db
        .select()
        .from(siteDomainHosts)
        .where(eq(siteDomainHosts.site, "felimar"))
        .orderBy(siteDomainHosts.position);
      expect(rows.map((row) => [row.host, row.position])).toEqual([
        ["felimar.test", 0],
        ["www.felimar.test", 1],
      ]);
    });

    it("replaces the site's hosts on every save, a new primary included, and an empty list removes its domain", async () => {
      await save({ site: "felimar", hosts: ["felimar.test", "www.felimar.test"] });
      await save({ site: "felimar", hosts: ["www.felimar.test", "felimar.test", "felimar.example"] });
      expect(await readStoredDomains(db)).toEqual([
        { site: "felimar", hosts: ["www.felimar.test", "felimar.test", "felimar.example"] },
      ]);
      expect(await save({ site: "felimar", hosts: [] })).toEqual({ ok: true, domain: { site: "felimar", hosts: [] } });
      expect(await readStoredDomains(db)).toEqual([]);
    });

    it("records who saved which hosts in the audit log, with the hosts before", async () => {
      await save({ site: "housing", hosts: ["housing.test"] });
      await save({ site: "housing", hosts: ["bolig.test", "housing.test"] });
      const [record] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "site_domains_saved"))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(1);
      expect(record).toMatchObject({
        userId: actor!.userId,
        actorEmail: "operator@example.com",
        details: { site: "housing", hosts: ["bolig.test", "housing.test"], previous: ["housing.test"] },
      });
    });

    it("refuses a site the configuration names, storing nothing", async () => {
      expect(await save({ site: "neron", hosts: ["neron.test"] })).toEqual({ ok: false, error: "locked" });
      expect(await readStoredDomains(db)).toEqual([]);
    });

    it("refuses a host another site has, stored or configured, naming the host and the site", async () => {
      await save({ site: "felimar", hosts: ["felimar.test"] });
      expect(await save({ site: "housing", hosts: ["housing.test", "felimar.test"] })).toEqual({
        ok: false,
        error: "host_taken",
        host: "felimar.test",
        index: 1,
        owner: "felimar",
      });
      expect(await save({ site: "housing", hosts: ["WWW.neron.es"] })).toEqual({
        ok: false,
        error: "host_taken",
        host: "www.neron.es",
        index: 0,
        owner: "neron",
      });
      expect(await readStoredDomains(db)).toEqual([{ site: "felimar", hosts: ["felimar.test"] }]);
    });

    it("refuses invalid names, duplicates, the shared host and more than ten hosts, with a message per host", async () => {
      const sharedHost = "shared.example:3000";
      expect(
        await save({
          site: "felimar",
          sharedHost,
          hosts: [
            "felimar.test",
            "felimar .test",
            "https://felimar.test",
            "FELIMAR.test",
            "Shared.Example",
            "",
            "felimar.test/",
          ],
        }),
      ).toEqual({
        ok: false,
        error: "invalid",
        fields: {
          "hosts.1": HOST_NAME_MESSAGE,
          "hosts.2": HOST_NAME_MESSAGE,
          "hosts.3": DUPLICATE_HOST_MESSAGE,
          "hosts.4": SHARED_HOST_MESSAGE,
          "hosts.5": HOST_NAME_MESSAGE,
          "hosts.6": HOST_NAME_MESSAGE,
        },
      });
      const eleven = Array.from({ length: 11 }, (_, index) => `host${index}.felimar.test`);
      expect(await save({ site: "felimar", hosts: eleven })).toEqual({
        ok: false,
        error: "invalid",
        fields: { hosts: TOO_MANY_HOSTS_MESSAGE },
      });
      expect(await readStoredDomains(db)).toEqual([]);
    });

    it("lets one of two saves claiming the same host at once have it", async () => {
      const results = await Promise.all([
        save({ site: "felimar", hosts: ["shared.test"] }),
        save({ site: "housing", hosts: ["shared.test"] }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({
        error: "host_taken",
        host: "shared.test",
        index: 0,
      });
      expect((await readStoredDomains(db)).flatMap((domain) => domain.hosts)).toEqual(["shared.test"]);
    });

    it("notifies site_domains_changed when a save commits", async () => {
      let notifications = 0;
      const stop = testDatabase.database.listen("site_domains_changed", () => notifications++);
      try {
        // PostgreSQL's listener reports once when its connection is up; PGlite's registers within a moment.
        if (kind === "postgres") await expect.poll(() => notifications, { timeout: 5_000 }).toBeGreaterThan(0);
        else await new Promise((resolve) => setTimeout(resolve, 200));
        const before = notifications;
        await save({ site: "naturliv", hosts: ["naturliv.test"] });
        await expect.poll(() => notifications, { timeout: 2_000 }).toBeGreaterThan(before);
      } finally {
        await stop();
      }
    });
  });
}
