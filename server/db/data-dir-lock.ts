import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it.
 * We hold `<dataDir>/server.lock` (holding our pid) for as long as the database
 * is open, and refuse to start while another live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8"));
      if (isAlive(holder)) {
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is already in use by process ${holder}. ` +
            "Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).",
        );
      }
      // The holder died without cleaning up: the lock is stale, take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
