import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

describe("lockDataDir", () => {
  it("creates the folder, holds the lock and releases it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "nested", "data");
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, "server.lock"))).toBe(true);
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses while another live process holds the folder, with a clear message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/already in use by process \d+/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = lockDataDir(dir);
    release();
  });
});
