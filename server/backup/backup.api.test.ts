import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { createEmptyPostgresDatabase } from "#tests/support/test-database.ts";
import { readConfig } from "../config";
import { openDatabase, type Database, type Db } from "../db/database";
import {
  erasureLog,
  felimarRequests,
  notes,
  scheduledJobs,
  storedImageFiles,
  storedImages,
  submissions,
} from "../db/schema";
import { digestOf } from "../images/process-image";
import { SigningKeyStore } from "../notes/signing-keys";
import { eraseSubject } from "../privacy/erasure";
import { checkpointSigner, logOrigin } from "../public-log/checkpoint-signer";
import { integratePending } from "../public-log/integrate";
import { readBackupFile, writeBackupFile } from "./backup-file";
import { lastBackupRun } from "./backup-runs";
import type { BackupManifest } from "./manifest";
import { backupSocketPath, listenForBackupRequests, requestBackupFromServer } from "./backup-socket";
import { runDrill } from "./drill";
import { checkNotes, checkPhotos, checkPublicLog } from "./drill-checks";
import { dumpPglite } from "./pglite-dump";
import { dumpPostgres } from "./postgres-dump";
import { restoreBackup } from "./restore";
import { runBackupIfDue, type BackupConfig } from "./schedule";
import { takeDump } from "./take-backup";
import { createLogger } from "../logger";

const KEY = randomBytes(32).toString("base64");
const key = Buffer.from(KEY, "base64");
const PERSON = "erase.me@example.com";
const config = readConfig({});

describeApi("backups", (api) => {
  let folder: string;
  /** The first test's backup, made before anyone was erased: the later tests restore it again. */
  let roundTrip = "";
  const drops: Array<() => Promise<void>> = [];
  const db = () => api().database.db;
  /** The harness's PostgreSQL database's URL (its pool knows it), for pg_dump. */
  const sourceUrl = () =>
    api().kind === "postgres"
      ? ((api().database.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? "")
      : undefined;
  const dump = () => (api().kind === "postgres" ? dumpPostgres(sourceUrl()!) : dumpPglite(api().database));

  /** A backup of the harness's database written into `folder` under `name`. */
  async function backupTo(name: string): Promise<string> {
    const { manifest, dump: bytes } = await dump();
    const file = path.join(folder, name);
    await writeFile(file, await writeBackupFile(manifest, bytes, key));
    return file;
  }

  /** A new empty target of the harness's kind: its settings for restoreBackup and a way to open it. */
  async function emptyTarget() {
    if (api().kind === "postgres") {
      const target = await createEmptyPostgresDatabase("restore");
      drops.push(target.drop);
      return { DATABASE_URL: target.url, DATA_DIR: "unused", BACKUP_KEY: KEY };
    }
    return {
      DATABASE_URL: undefined,
      DATA_DIR: path.join(folder, `data-${randomBytes(4).toString("hex")}`),
      BACKUP_KEY: KEY,
    };
  }
  const open = (target: { DATABASE_URL?: string; DATA_DIR: string }) =>
    openDatabase(target.DATABASE_URL ? { url: target.DATABASE_URL } : { dataDir: target.DATA_DIR });

  async function personRows(database: Db): Promise<number> {
    const [form] = await database
      .select({ n: sql<number>`count(*)::int` })
      .from(felimarRequests)
      .where(eq(felimarRequests.email, PERSON));
    const [inbox] = await database
      .select({ n: sql<number>`count(*)::int` })
      .from(submissions)
      .where(eq(submissions.email, PERSON));
    return (form?.n ?? 0) + (inbox?.n ?? 0);
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "backups-"));
    // A person who writes in, a note in the public log, and a photo.
    const id = crypto.randomUUID();
    await db()
      .insert(felimarRequests)
      .values({ id, categorie: "airco", naam: "Erase Me", telefoon: "600000001", email: PERSON, details: "Please." });
    await db()
      .insert(submissions)
      .values({ id, site: "felimar", form: "felimar-quote", email: PERSON, name: "Erase Me", fields: {} });
    await writeNote(appPoster(api()), { content: "A note that must still verify after a restore.", pace: "instant" });
    await integratePending(db(), checkpointSigner(new SigningKeyStore(db()), logOrigin(config)));
    const [image] = await db()
      .insert(storedImages)
      .values({ site: "felimar", sourceDigest: "source", width: 64, height: 48 })
      .returning({ id: storedImages.id });
    const bytes = randomBytes(3_000);
    await db()
      .insert(storedImageFiles)
      .values({ name: `${digestOf(bytes)}.webp`, imageId: image!.id, format: "webp", width: 64, height: 48, bytes });
  });

  afterAll(async () => {
    for (const drop of drops) await drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("round-trips every table, a note that still verifies and a photo's bytes; the drill passes, and its checks can fail", async () => {
    const file = await backupTo("round-trip.backup");
    roundTrip = file;
    const contents = await readBackupFile(await readFile(file), key);
    const drill = await runDrill(contents, { databaseUrl: sourceUrl() });
    expect(drill.checks.map((check) => [check.name, check.ok, check.detail])).toEqual(
      drill.checks.map((check) => [check.name, true, check.detail]),
    );
    expect(drill.checks.find((check) => check.name.startsWith("Notebook"))?.detail).toBe("1 notes");
    expect(drill.checks.find((check) => check.name.startsWith("Every photo"))?.detail).toBe("1 files");

    const target = await emptyTarget();
    // Alone in its folder: no other backup's erasures to apply.
    const alone = path.join(folder, "alone");
    await mkdir(alone);
    await writeFile(path.join(alone, "only.backup"), await readFile(file));
    const result = await restoreBackup(target, { file: path.join(alone, "only.backup") });
    expect(result).toMatchObject({ erasureSources: [], erasures: 0, records: 0 });
    const restored = await open(target);
    try {
      expect(await tableContents(restored.db)).toEqual(await tableContents(db()));
      expect((await checkNotes(restored.db)).ok).toBe(true);
      expect((await checkPublicLog(restored.db)).ok).toBe(true);
      const [photo] = await restored.db.select().from(storedImageFiles);
      const [original] = await db().select().from(storedImageFiles);
      expect(Buffer.from(photo!.bytes).equals(Buffer.from(original!.bytes))).toBe(true);
      // The checks fail on a changed photo, a changed proof and a changed tree.
      await restored.db.update(storedImageFiles).set({ bytes: randomBytes(3_000) });
      expect((await checkPhotos(restored.db)).ok).toBe(false);
      const [note] = await restored.db.select({ proof: notes.proof }).from(notes);
      const proof = note!.proof as { payload: string };
      await restored.db.update(notes).set({ proof: { ...proof, payload: proof.payload.replace('"v":2', '"v":2 ') } });
      expect((await checkNotes(restored.db)).ok).toBe(false);
      expect((await checkPublicLog(restored.db)).ok).toBe(false);
    } finally {
      await restored.close();
    }
  });

  it("refuses a truncated, altered or wrongly keyed file, or one made by newer code, with a clear message, and changes nothing", async () => {
    const good = await readFile(roundTrip);
    const altered = Buffer.from(good);
    altered[Math.floor(good.length / 2)] = (altered[Math.floor(good.length / 2)] ?? 0) ^ 0xff;
    const target = await emptyTarget();
    const cases: Array<[string, Buffer, string | undefined, RegExp]> = [
      ["truncated", good.subarray(0, good.length - 100), KEY, /truncated/],
      ["altered", altered, KEY, /changed or damaged/],
      ["wrong key", good, randomBytes(32).toString("base64"), /another BACKUP_KEY/],
    ];
    // A backup made by newer code: a migration this code does not know.
    const { manifest, dump: dumpBytes } = await readBackupFile(good, key);
    const future = {
      ...manifest,
      migrations: [...manifest.migrations, { when: 4_102_444_800_000, tag: "0099_future" }],
    };
    cases.push([
      "newer",
      await writeBackupFile(future, dumpBytes, key),
      KEY,
      /made by newer code: its migrations 0099_future/,
    ]);
    for (const [label, bytes, backupKey, message] of cases) {
      const file = path.join(folder, `bad-${label.replace(" ", "-")}.backup`);
      await writeFile(file, bytes);
      await expect(restoreBackup({ ...target, BACKUP_KEY: backupKey }, { file }), label).rejects.toThrow(message);
      await rm(file);
    }
    await expectEmpty(target);
  });

  it("keeps an erased person erased when an older backup is restored, from the newest backup beside it or from the database it replaces (--force, refused without)", async () => {
    const erasures = path.join(folder, "erasures");
    await mkdir(erasures);
    // The round trip's backup was made before the erasure, with the person in it.
    const before = path.join(erasures, "1-before.backup");
    await writeFile(before, await readFile(roundTrip));
    expect(await personRows(db())).toBe(2);
    const operator = await createSignedInAdmin(db(), { role: "operator", sites: ["felimar"] });
    const admin = { ...operator, role: "operator" as const, sites: ["felimar" as const], sessionHash: "" };
    expect(await eraseSubject(db(), admin, { email: PERSON })).toBe(1);
    expect(await personRows(db())).toBe(0);
    const after = await backupTo("erasures/2-after.backup");

    // A newer backup of the other kind of database, with another key, beside them: passed over.
    const other: BackupManifest = {
      kind: api().kind === "pglite" ? "postgres" : "pglite",
      createdAt: "2099-01-01T00:00:00.000Z",
      migrations: [],
      tables: {},
      erasures: [],
    };
    await writeFile(
      path.join(erasures, "3-other-kind.backup"),
      await writeBackupFile(other, Buffer.alloc(10), randomBytes(32)),
    );

    // Into an empty database: the newest backup in the folder carries the erasure.
    const target = await emptyTarget();
    const result = await restoreBackup(target, { file: before });
    expect(result).toMatchObject({ erasureSources: [after], erasures: 1, records: 1 });
    let restored = await open(target);
    try {
      expect(await personRows(restored.db)).toBe(0);
    } finally {
      await restored.close();
    }

    // That database is not empty now: refused without --force. With it, and no other backup's log to read
    // (--erasures-from the restored file itself, which predates the erasure), the replaced database's log carries it.
    await expect(restoreBackup(target, { file: before, erasuresFrom: before })).rejects.toThrow(
      /(not empty|already holds a database).*--force/,
    );
    const forced = await restoreBackup(target, { file: before, erasuresFrom: before, force: true });
    expect(forced).toMatchObject({ erasureSources: ["the replaced database", before], erasures: 1, records: 1 });
    if (api().kind === "pglite") expect(forced.movedAside).toMatch(/\.replaced-/);
    restored = await open(target);
    try {
      expect(await personRows(restored.db)).toBe(0);
      // Without the log the backup would have brought the person back: the restored log is the replaced one's.
      expect((await restored.db.select().from(erasureLog)).length).toBe(1);
    } finally {
      await restored.close();
    }
  });

  it("on the embedded database, asks the server holding it over a socket only its user can reach", async () => {
    if (api().kind !== "pglite") return;
    const dataDir = path.join(folder, "served-data");
    expect(await requestBackupFromServer(dataDir)).toBeNull();
    const stop = await listenForBackupRequests(api().database, dataDir, createLogger("silent"));
    try {
      expect((await stat(backupSocketPath(dataDir))).mode & 0o777).toBe(0o600);
      const { manifest, dump: bytes } = (await takeDump({
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        BACKUP_KEY: KEY,
      }))!;
      expect(manifest.kind).toBe("pglite");
      expect(manifest.tables["public.notes"]).toBe(1);
      expect(bytes.length).toBeGreaterThan(1_000_000);
    } finally {
      await stop();
    }
    expect(await requestBackupFromServer(dataDir)).toBeNull();
  });

  it("the schedule makes a file, keeps BACKUP_KEEP, records each run, and two instances make one backup", async () => {
    const backupDir = path.join(folder, "scheduled");
    const copies = path.join(folder, "copies");
    await mkdir(copies);
    const settings: BackupConfig = {
      DATABASE_URL: sourceUrl(),
      DATA_DIR: "unused",
      BACKUP_DIR: backupDir,
      BACKUP_EVERY: "24h",
      BACKUP_KEEP: 1,
      BACKUP_KEY: KEY,
      BACKUP_COMMAND: `cp "$1" ${JSON.stringify(copies)}/`,
    };
    const logger = createLogger("silent");
    await db().delete(scheduledJobs).where(eq(scheduledJobs.name, "backup"));
    // Two instances (the same database, as two workers or machines share it) check at the same moment.
    const second: Database = { ...api().database };
    const outcomes = await Promise.all([
      runBackupIfDue(api().database, settings, logger),
      runBackupIfDue(second, settings, logger),
    ]);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome)).toMatchObject({ status: "ok", drill: "passed" });
    expect(await readdir(backupDir)).toHaveLength(1);
    expect(await runBackupIfDue(api().database, settings, logger)).toBeNull();

    // A day later the next one is due; the first is deleted (BACKUP_KEEP=1), both were copied away.
    await db()
      .update(scheduledJobs)
      .set({ lastRunAt: sql`now() - interval '25 hours'` })
      .where(eq(scheduledJobs.name, "backup"));
    const next = await runBackupIfDue(api().database, settings, logger);
    expect(next).toMatchObject({ status: "ok", drill: "passed" });
    expect(await readdir(backupDir)).toEqual([next!.file]);
    expect(await readdir(copies)).toHaveLength(2);
    expect(await lastBackupRun(db())).toMatchObject({ file: next!.file, status: "ok", drill: "passed", error: null });
    expect((await lastBackupRun(db()))!.bytes).toBeGreaterThan(1_000);

    // A failed run is recorded, reaches the operators (an error line, no address in it) and is tried again 15 minutes later.
    await createSignedInAdmin(db(), { role: "operator" });
    const lines: string[] = [];
    const watched = createLogger("info", { write: (line: string) => void lines.push(line) });
    const notAFolder = path.join(folder, "not-a-folder");
    await writeFile(notAFolder, "x");
    await db()
      .update(scheduledJobs)
      .set({ lastRunAt: sql`now() - interval '25 hours'` })
      .where(eq(scheduledJobs.name, "backup"));
    expect(await runBackupIfDue(api().database, { ...settings, BACKUP_DIR: notAFolder }, watched)).toMatchObject({
      status: "failed",
    });
    expect(await lastBackupRun(db())).toMatchObject({ status: "failed", file: null, drill: null });
    expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(
      expect.objectContaining({ level: 50, msg: "scheduled backup: the backup failed" }),
    );
    expect(lines.join("")).not.toContain(PERSON);
    // And an alert e-mail to each operator, through the outbox.
    const alerts = (await db().execute(
      sql`SELECT payload->>'alert' AS alert FROM outbox_jobs WHERE kind = 'operator-alert'`,
    )) as unknown as { rows: Array<{ alert: string }> };
    expect(alerts.rows.map((row) => row.alert)).toContain("backup-failed");
    const { rows } = (await db().execute(
      sql`SELECT last_run_at < now() - interval '23 hours 44 minutes' AS retry FROM scheduled_jobs WHERE name = 'backup'`,
    )) as unknown as { rows: Array<{ retry: boolean }> };
    expect(rows[0]?.retry).toBe(true);
    expect(await runBackupIfDue(api().database, settings, logger)).toBeNull();
  });

  it("on PostgreSQL, a forced restore that fails leaves the database as it was", async () => {
    if (api().kind !== "postgres") return;
    // Authentic, of this code, but its dump is not one pg_restore reads.
    const { manifest } = await readBackupFile(await readFile(roundTrip), key);
    const broken = path.join(folder, "broken.backup");
    await writeFile(broken, await writeBackupFile(manifest, Buffer.from("PGDMP, but not really"), key));
    const before = await tableContents(db());
    const source = { DATABASE_URL: sourceUrl(), DATA_DIR: "unused", BACKUP_KEY: KEY };
    await expect(restoreBackup(source, { file: broken, erasuresFrom: broken, force: true })).rejects.toThrow(
      /pg_restore failed/,
    );
    expect(await tableContents(db())).toEqual(before);
  });
});

/** Every table's rows as sorted JSON text: two databases with the same data answer the same. */
async function tableContents(database: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = (await database.execute(
    sql`SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2`,
  )) as unknown as { rows: Array<{ schemaname: string; tablename: string }> };
  const contents: Record<string, string[]> = {};
  for (const { schemaname, tablename } of tables) {
    if (tablename === "backup_runs") continue;
    const { rows } = (await database.execute(
      sql.raw(`SELECT to_jsonb(t)::text AS row FROM "${schemaname}"."${tablename}" t ORDER BY 1`),
    )) as unknown as { rows: Array<{ row: string }> };
    contents[`${schemaname}.${tablename}`] = rows.map((row) => row.row);
  }
  return contents;
}

/** Nothing was restored: no tables in the PostgreSQL database, no embedded database folder. */
async function expectEmpty(target: { DATABASE_URL?: string; DATA_DIR: string }) {
  if (target.DATABASE_URL) {
    const client = new pg.Client({ connectionString: target.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await client.end();
    }
  } else {
    await expect(readdir(target.DATA_DIR)).rejects.toThrow(/ENOENT/);
  }
}
