import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupFileName, pruneBackups } from "./backup-folder";
import { parseEvery } from "./duration";

describe("the backup folder", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "backup-folder-"));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("names backups so they sort by time", () => {
    const earlier = backupFileName("postgres", new Date("2026-11-28T06:00:00.000Z"));
    const later = backupFileName("postgres", new Date("2026-11-28T06:00:00.001Z"));
    expect(earlier).toBe("small-sites-postgres-20261128T060000000Z.backup");
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });

  it("keeps the newest BACKUP_KEEP backups, deletes older ones and leftover partial files, leaves other files", async () => {
    const names = [0, 1, 2, 3].map((minute) => backupFileName("pglite", new Date(Date.UTC(2026, 10, 28, 6, minute))));
    for (const name of [...names, "notes.txt", `.${names[0]}.abc123.partial`]) {
      await writeFile(path.join(folder, name), "x");
    }
    expect(await pruneBackups(folder, 2)).toEqual(names.slice(0, 2));
    expect((await readdir(folder)).sort()).toEqual([...names.slice(2), "notes.txt"].sort());
  });
});

describe("BACKUP_EVERY", () => {
  it("reads minutes, hours and days, at least a minute", () => {
    expect(parseEvery("1m")).toBe(60_000);
    expect(parseEvery("24h")).toBe(86_400_000);
    expect(parseEvery("7d")).toBe(7 * 86_400_000);
    for (const bad of ["0m", "30s", "1.5h", "h", "", "24"]) expect(parseEvery(bad), bad).toBeNull();
  });
});
