import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Writes `bytes` to `file` so that `file` is either absent or whole: written under a temporary
 * name in the same folder (readable by the owner only: a backup holds personal data and the
 * signing keys), flushed to disk, then renamed into place, and the folder flushed so the
 * rename survives a crash. A failed write leaves no temporary file behind.
 */
export async function writeFileAtomic(file: string, bytes: Buffer): Promise<void> {
  const folder = path.dirname(path.resolve(file));
  const temporary = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`);
  try {
    const handle = await open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(folder, "r");
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
