import { spawn } from "node:child_process";

/** How long BACKUP_COMMAND may take to copy one file away before it counts as failed. */
export const BACKUP_COMMAND_TIMEOUT_MS = 60 * 60_000;

/**
 * Runs BACKUP_COMMAND through /bin/sh with the new file as its first argument ("$1") and in
 * BACKUP_FILE, e.g. `rclone copy "$BACKUP_FILE" offsite:backups`. Resolves when it exits 0;
 * rejects with its exit status and the end of its error output otherwise.
 */
export function runBackupCommand(command: string, file: string, timeoutMs = BACKUP_COMMAND_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", command, "backup-command", file], {
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: timeoutMs,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2_000);
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`BACKUP_COMMAND ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${stderr.trim()}`),
        );
    });
  });
}
