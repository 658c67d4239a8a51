import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BackupRefused, peekBackupHeader, readBackupFile, writeBackupFile } from "./backup-file";
import { isBackupKey, parseBackupKey } from "./backup-key";
import type { BackupManifest } from "./manifest";

const manifest: BackupManifest = {
  kind: "pglite",
  createdAt: "2026-11-28T06:00:00.000Z",
  migrations: [{ when: 1, tag: "0000_initial" }],
  tables: { "public.notes": 2 },
  erasures: [],
};
const dump = randomBytes(5_000);
const key = randomBytes(32);

/** A copy of `file` with one byte flipped at `at`. */
function flipped(file: Buffer, at: number): Buffer {
  const copy = Buffer.from(file);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

describe("the backup file", () => {
  it("round-trips the manifest and the dump, encrypted with the key", async () => {
    const file = await writeBackupFile(manifest, dump, key);
    expect(file.includes(dump.subarray(0, 64))).toBe(false);
    const read = await readBackupFile(file, key);
    expect(read.manifest).toEqual(manifest);
    expect(read.dump.equals(dump)).toBe(true);
    expect(read.header).toMatchObject({ kind: "pglite", encryption: "aes-256-gcm", createdAt: manifest.createdAt });
    expect(peekBackupHeader(file).kind).toBe("pglite");
  });

  it("round-trips without a key, checksummed only", async () => {
    const file = await writeBackupFile(manifest, dump, null);
    expect((await readBackupFile(file, null)).dump.equals(dump)).toBe(true);
    // A key given for a file made without one changes nothing.
    expect((await readBackupFile(file, key)).manifest).toEqual(manifest);
  });

  it("refuses a truncated file, saying so", async () => {
    const file = await writeBackupFile(manifest, dump, key);
    await expect(readBackupFile(file.subarray(0, file.length - 1), key)).rejects.toThrow(/truncated/);
    await expect(readBackupFile(file.subarray(0, 100), key)).rejects.toThrow(BackupRefused);
    await expect(readBackupFile(file.subarray(0, 10), key)).rejects.toThrow(/truncated|not a backup/);
  });

  it("refuses a changed byte anywhere: header, body or tag", async () => {
    const file = await writeBackupFile(manifest, dump, key);
    const headerEnd = 12 + file.readUInt32BE(8);
    // Inside the header's JSON ("createdAt" value), in the body, and in the tag.
    const createdAtAt = file.indexOf("2026-11-28");
    for (const at of [createdAtAt, headerEnd + 10, file.length - 3]) {
      await expect(readBackupFile(flipped(file, at), key), `byte ${at}`).rejects.toThrow(/changed or damaged/);
    }
    const plain = await writeBackupFile(manifest, dump, null);
    await expect(readBackupFile(flipped(plain, plain.length - 40), null)).rejects.toThrow(/checksum does not match/);
  });

  it("refuses a wrong key, and a missing one, with a message that says which", async () => {
    const file = await writeBackupFile(manifest, dump, key);
    await expect(readBackupFile(file, randomBytes(32))).rejects.toThrow(/another BACKUP_KEY/);
    await expect(readBackupFile(file, null)).rejects.toThrow(/set BACKUP_KEY/);
  });

  it("refuses what is not a backup", async () => {
    await expect(readBackupFile(Buffer.from("PGDMP custom format"), key)).rejects.toThrow(/not a backup file/);
  });
});

describe("BACKUP_KEY", () => {
  it("is 32 bytes in base64", () => {
    const text = randomBytes(32).toString("base64");
    expect(isBackupKey(text)).toBe(true);
    expect(parseBackupKey(text).length).toBe(32);
    expect(isBackupKey(randomBytes(16).toString("base64"))).toBe(false);
    expect(isBackupKey("not base64 at all, but long enough to be 44 chars")).toBe(false);
    expect(() => parseBackupKey("short")).toThrow(/openssl rand -base64 32/);
  });
});
