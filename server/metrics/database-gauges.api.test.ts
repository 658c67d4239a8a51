import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import { readBackupStatus } from "./backup-status";
import { databaseGaugeRegistry, readDatabaseSnapshot } from "./database-gauges";

for (const kind of testDatabaseKinds()) {
  describe(`the database gauges [${kind}]`, () => {
    let testDatabase: TestDatabase;
    const db = () => testDatabase.database.db;

    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      const [failing, healed] = [crypto.randomUUID(), crypto.randomUUID()];
      await db().execute(sql`
        insert into webhooks (id, site, url, secret) values
          (${failing}, 'felimar', 'https://hooks.example.com/a', 's'),
          (${healed}, 'felimar', 'https://hooks.example.com/b', 's')`);
      const job = (values: SQL) =>
        db().execute(sql`
        insert into outbox_jobs (kind, site, target, webhook_id, status, attempts, run_at, retry_until, last_attempt_at, last_error, created_at)
        values ${values}`);
      // Two e-mails waiting: one due for 10 minutes and never claimed, made 20 minutes ago; one retrying later.
      await job(sql`('owner-email', 'felimar', 'o@example.com', null, 'pending', 0, now() - interval '10 minutes',
        now() + interval '48 hours', null, null, now() - interval '20 minutes')`);
      await job(sql`('owner-email', 'felimar', 'o@example.com', null, 'pending', 2, now() + interval '5 minutes',
        now() + interval '48 hours', now() - interval '1 minute', 'refused', now() - interval '2 minutes')`);
      // A webhook whose latest attempt failed (it retries in a minute); another that failed, then delivered.
      await job(sql`('webhook', 'felimar', 'https://hooks.example.com/a', ${failing}, 'pending', 3, now() + interval '1 minute',
        now() + interval '48 hours', now() - interval '30 seconds', 'HTTP 500', now() - interval '1 minute')`);
      await job(sql`('webhook', 'felimar', 'https://hooks.example.com/b', ${healed}, 'failed', 9, now(),
        now(), now() - interval '2 hours', 'HTTP 500', now() - interval '3 days')`);
      await job(sql`('webhook', 'felimar', 'https://hooks.example.com/b', ${healed}, 'sent', 1, now(),
        now() + interval '48 hours', now() - interval '1 hour', null, now() - interval '1 hour')`);
    });

    afterAll(async () => {
      await testDatabase?.dispose();
    });

    it("reads what waits in the outbox, how long the oldest due job has gone unclaimed, and failing webhooks", async () => {
      const snapshot = await readDatabaseSnapshot(db(), async () => null);
      expect(snapshot.waitingByKind).toEqual({ "owner-email": 2, webhook: 1 });
      expect(snapshot.oldestWaitingSeconds).toBeGreaterThan(19 * 60);
      expect(snapshot.oldestWaitingSeconds).toBeLessThan(21 * 60);
      expect(snapshot.oldestDueSeconds).toBeGreaterThan(9 * 60);
      expect(snapshot.oldestDueSeconds).toBeLessThan(11 * 60);
      expect(snapshot.webhooksFailing).toBe(1);
      expect(snapshot.backup).toBeNull();
    });

    it("shows them as gauges, and the backup's only once backups are recorded", async () => {
      const text = await databaseGaugeRegistry(() => db()).metrics();
      expect(text).toContain("smallsites_database_up 1");
      expect(text).toContain('smallsites_outbox_jobs_waiting{kind="owner-email"} 2');
      expect(text).toContain('smallsites_outbox_jobs_waiting{kind="digest-email"} 0');
      expect(text).toContain("smallsites_webhooks_failing 1");
      expect(text).toMatch(/^smallsites_outbox_oldest_due_age_seconds \d+/m);
      expect(text).not.toMatch(/^smallsites_backup_\w+ /m);

      const recorded = databaseGaugeRegistry(
        () => db(),
        async (handle) => ({
          ...(await readDatabaseSnapshot(handle, async () => null)),
          backup: {
            lastSuccessAt: new Date(1_000_000_000_000),
            lastDrill: { at: new Date(1_000_000_600_000), passed: false },
          },
        }),
      );
      const withBackups = await recorded.metrics();
      expect(withBackups).toContain("smallsites_backup_last_success_timestamp_seconds 1000000000");
      expect(withBackups).toContain("smallsites_backup_drill_success 0");
      expect(withBackups).toContain("smallsites_backup_last_drill_timestamp_seconds 1000000600");
    });

    it("read the last successful backup and the last drill, not just the newest run", async () => {
      expect(await readBackupStatus(db())).toBeNull();
      // The table as server/backup/ records runs (made here when its migration is not in this tree).
      await db().execute(sql`
        create table if not exists backup_runs (
          id uuid primary key default gen_random_uuid(), started_at timestamptz not null default now(),
          finished_at timestamptz, file text, bytes bigint, status text not null, drill text, error text)`);
      expect(await readBackupStatus(db())).toBeNull();
      await db().execute(sql`
        insert into backup_runs (started_at, finished_at, status, drill) values
          (now() - interval '50 hours', now() - interval '50 hours', 'ok', 'failed'),
          (now() - interval '26 hours', now() - interval '25 hours', 'ok', 'passed'),
          (now() - interval '2 hours', now() - interval '2 hours', 'failed', 'skipped')`);
      const status = await readBackupStatus(db());
      const hoursAgo = (date: Date | null | undefined) => Math.round((Date.now() - date!.getTime()) / 3_600_000);
      expect(hoursAgo(status?.lastSuccessAt)).toBe(25);
      expect(status?.lastDrill?.passed).toBe(true);
      expect(hoursAgo(status?.lastDrill?.at)).toBe(25);
      await db().execute(sql`delete from backup_runs`);
    });

    it("say the database is down, and nothing else, when it cannot be read", async () => {
      for (const registry of [
        databaseGaugeRegistry(() => null),
        databaseGaugeRegistry(
          () => db(),
          async () => Promise.reject(new Error("connection refused")),
        ),
      ]) {
        const text = await registry.metrics();
        expect(text).toContain("smallsites_database_up 0");
        expect(text).not.toMatch(/^smallsites_(outbox|webhooks|backup)\w* /m);
      }
    });
  });
}
