import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "#server/auth/tokens.ts";
import { openDatabase, type DatabaseTarget } from "#server/db/database.ts";
import { auditLog, memberships, signInLinks, users } from "#server/db/schema.ts";
import { createEmptyPostgresDatabase } from "#tests/support/test-database.ts";

const TSX = path.resolve("node_modules/.bin/tsx");
const SCRIPT = path.resolve("scripts/admin.ts");
const SITE_URL = "https://admin.example.com";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      TSX,
      [SCRIPT, ...args],
      { env: { ...inherited, SITE_URL, LOG_LEVEL: "silent", ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** The token of the one-time link a command printed, checked to be on SITE_URL. */
function printedToken(stdout: string): string {
  const match = new RegExp(`${SITE_URL}/admin/link\\?token=([A-Za-z0-9_-]{43})`).exec(stdout);
  if (!match) throw new Error(`no link in: ${stdout}`);
  return match[1]!;
}

function describeCommands(
  kind: string,
  setup: () => Promise<{ env: Record<string, string>; target: DatabaseTarget; dispose: () => Promise<void> }>,
) {
  describe(`npm run admin [${kind}]`, () => {
    let env: Record<string, string>;
    let target: DatabaseTarget;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ env, target, dispose } = await setup());
    }, 60_000);
    afterAll(() => dispose?.());

    /** Reads the database the commands wrote, after they exited (the embedded one allows one process at a time). */
    async function inDatabase<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
      const database = await openDatabase(target);
      try {
        return await read(database.db);
      } finally {
        await database.close();
      }
    }

    it("invites an operator and an owner, lists and removes them, printing one-time links that are stored hashed", async () => {
      const operator = await runAdmin(["invite", "--email", "Boss@Example.com", "--role", "operator"], env);
      expect(operator.stderr).toBe("");
      expect(operator.code).toBe(0);
      expect(operator.stdout).toContain("Invited boss@example.com as an operator");
      expect(operator.stdout).toContain("24 hours");
      const operatorToken = printedToken(operator.stdout);

      const owner = await runAdmin(
        ["invite", "--email", "owner@example.com", "--role", "owner", "--site", "neron", "--site", "felimar"],
        env,
      );
      expect(owner.code).toBe(0);
      expect(owner.stdout).toContain("an owner of Felimar, Neron Antigüedades");

      await inDatabase(async (db) => {
        const [boss] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
        expect(boss?.role).toBe("operator");
        const [link] = await db
          .select()
          .from(signInLinks)
          .where(eq(signInLinks.tokenHash, hashToken(operatorToken)));
        expect(link).toMatchObject({ userId: boss!.id, purpose: "invite", usedAt: null });
        expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 60 * 60_000);
        const [ownerRow] = await db.select().from(users).where(eq(users.email, "owner@example.com"));
        const sites = await db
          .select({ site: memberships.site })
          .from(memberships)
          .where(eq(memberships.userId, ownerRow!.id));
        expect(sites.map((row) => row.site).sort()).toEqual(["felimar", "neron"]);
        const audit = await db.select().from(auditLog).where(eq(auditLog.action, "user_invited"));
        expect(audit.map((row) => row.details)).toContainEqual({
          userId: ownerRow!.id,
          role: "owner",
          sites: ["felimar", "neron"],
          via: "command line",
        });
      });

      const again = await runAdmin(
        ["invite", "--email", "owner@example.com", "--role", "owner", "--site", "housing"],
        env,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already has an account");

      // Without SITE_URL the links are on this machine at PORT, where the server listens.
      const onPort = await runAdmin(["link", "--email", "owner@example.com"], { ...env, SITE_URL: "", PORT: "4567" });
      expect(onPort.code).toBe(0);
      expect(onPort.stdout).toMatch(/http:\/\/localhost:4567\/admin\/link\?token=[A-Za-z0-9_-]{43}/);

      const link = await runAdmin(["link", "--email", "OWNER@example.com"], env);
      expect(link.code).toBe(0);
      printedToken(link.stdout);

      const list = await runAdmin(["list"], env);
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/boss@example\.com\s+operator\s+every site/);
      expect(list.stdout).toMatch(/owner@example\.com\s+owner\s+felimar, neron/);

      const removed = await runAdmin(["remove", "--email", "owner@example.com"], env);
      expect(removed.code).toBe(0);
      expect((await runAdmin(["remove", "--email", "owner@example.com"], env)).code).toBe(1);
      await inDatabase(async (db) => {
        expect(await db.select().from(users).where(eq(users.email, "owner@example.com"))).toEqual([]);
      });
    }, 240_000);
  });
}

describeCommands("embedded database", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
  return {
    env: { DATA_DIR: dataDir },
    target: { dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
});

if (process.env.TEST_DATABASE_URL) {
  describeCommands("PostgreSQL", async () => {
    const empty = await createEmptyPostgresDatabase("test_cli");
    return { env: { DATABASE_URL: empty.url }, target: { url: empty.url }, dispose: () => empty.drop() };
  });
}

// Before any database is opened, so once, not per database kind (each run is a tsx process: seconds of CPU).
describe("npm run admin with bad arguments", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-usage-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("explains its usage on bad arguments, with exit code 2", async () => {
    const badArguments = [
      [],
      ["frobnicate"],
      ["invite", "--email", "x@example.com"],
      ["invite", "--email", "x@example.com", "--role", "owner"],
      ["invite", "--email", "x@example.com", "--role", "owner", "--site", "atlantis"],
      ["invite", "--email", "not-an-address", "--role", "operator"],
      ["remove"],
      ["list", "--email", "x@example.com"],
      ["invite", "--bogus"],
    ];
    const runs = await Promise.all(badArguments.map((args) => runAdmin(args, { DATA_DIR: dataDir })));
    runs.forEach((run, index) => {
      expect(run.code, badArguments[index]!.join(" ")).toBe(2);
      expect(run.stderr).toContain("Usage:");
      expect(run.stderr).not.toMatch(/\n\s+at /);
    });
  }, 60_000);
});

describe("npm run admin on an embedded database a server holds", () => {
  it("says to stop the server first, with exit code 1 and no stack trace", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-locked-"));
    try {
      // The lock file a running server holds: this (live) process's pid.
      writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
      const run = await runAdmin(["list"], { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Stop the server first");
      expect(run.stderr).toContain("DATABASE_URL");
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout).toBe("");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
