import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";
import type { Database } from "../db/database";
import { loggableError } from "../http/loggable-error";
import type { Logger } from "../logger";
import { packContents, unpackContents } from "./backup-file";
import type { BackupManifest } from "./manifest";
import { dumpPglite } from "./pglite-dump";

/**
 * The embedded database is held by the server (server/db/data-dir-lock.ts), and only the
 * process holding it may copy it: the server answers `npm run backup` on a Unix socket beside
 * DATA_DIR (not inside it: PGlite's dump copies the whole folder). The socket is made
 * readable and writable by its owner only, so only the user running the server can ask.
 */
export function backupSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.backup.sock`;
}

/** Serves `POST /backup` on the socket: the dump and its manifest (packContents), unencrypted, to the same user. */
export async function listenForBackupRequests(
  database: Database,
  dataDir: string,
  logger: Logger,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // This process holds DATA_DIR's lock, so a socket left there is a dead server's.
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    dumpPglite(database).then(
      ({ manifest, dump }) =>
        res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(packContents(manifest, dump)),
      (error: Error) => {
        logger.error({ err: loggableError(error) }, "backup requested over the socket failed");
        res.writeHead(500, { "Content-Type": "text/plain" }).end(error.message);
      },
    );
  });
  // The socket is created with the process's umask: made private before anyone can connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      rmSync(socketPath, { force: true });
    });
}

/** Asks the server holding DATA_DIR for a backup; null when no server listens there. */
export function requestBackupFromServer(dataDir: string): Promise<{ manifest: BackupManifest; dump: Buffer } | null> {
  return new Promise((resolve, reject) => {
    // agent: false: a fresh connection each time, never one kept alive to a server since stopped.
    const req = request(
      { socketPath: backupSocketPath(dataDir), method: "POST", path: "/backup", agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode === 200) resolve(unpackContents(body));
          else reject(new Error(`The server could not take the backup: ${body.toString("utf8")}`));
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    req.end();
  });
}
