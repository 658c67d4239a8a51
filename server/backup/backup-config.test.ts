import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config";

describe("the backup settings", () => {
  const key = randomBytes(32).toString("base64");

  it("default to no scheduled backups, every 24 hours, 14 kept", () => {
    expect(readConfig({})).toMatchObject({ BACKUP_EVERY: "24h", BACKUP_KEEP: 14 });
    expect(readConfig({}).BACKUP_DIR).toBeUndefined();
    expect(readConfig({ BACKUP_DIR: "/var/backups/app", BACKUP_KEY: key, BACKUP_EVERY: "1m" })).toMatchObject({
      BACKUP_DIR: "/var/backups/app",
      BACKUP_EVERY: "1m",
    });
  });

  it("refuse scheduled backups without BACKUP_KEY, a key that is not 32 bytes, and an interval under a minute", () => {
    expect(() => readConfig({ BACKUP_DIR: "/var/backups/app" })).toThrow(
      /BACKUP_KEY: is required when BACKUP_DIR is set/,
    );
    expect(() => readConfig({ BACKUP_KEY: randomBytes(16).toString("base64") })).toThrow(
      /BACKUP_KEY: must be 32 random bytes/,
    );
    expect(() => readConfig({ BACKUP_EVERY: "30s" })).toThrow(/BACKUP_EVERY: must be a whole number of minutes/);
    expect(() => readConfig({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });
});
