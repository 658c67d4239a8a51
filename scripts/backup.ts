/**
 * Backups from the command line (docs/backups.md):
 *
 *   npm run backup -- --out <file>       one backup of everything the app stores
 *   npm run backup -- --verify <file>    the restore drill: restores it into a throwaway database and checks it
 *
 * With DATABASE_URL the backup is pg_dump's; without it the embedded database's (DATA_DIR),
 * asked of the running server over its socket, or taken here when no server runs. BACKUP_KEY
 * encrypts it; without it the file is only checksummed, and this says so.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { readBackupFile } from "#server/backup/backup-file.ts";
import { formatDrillReport, runDrill } from "#server/backup/drill.ts";
import { backupKeyOf, takeBackup } from "#server/backup/take-backup.ts";
import { writeFileAtomic } from "#server/backup/write-atomic.ts";
import { readConfig } from "#server/config.ts";

const USAGE = `Usage:
  npm run backup -- --out <file>       write one backup (encrypted with BACKUP_KEY)
  npm run backup -- --verify <file>    restore it into a throwaway database and check it (exit 1 on failure)`;

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: "string" }, verify: { type: "string" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (Boolean(values.out) === Boolean(values.verify)) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  if (values.out) {
    if (!config.BACKUP_KEY) {
      console.warn(
        "BACKUP_KEY is not set: this backup is checksummed but NOT encrypted, and it holds personal data and the notebook's signing keys.",
      );
    }
    const { manifest, file } = await takeBackup(config);
    await writeFileAtomic(values.out, file);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Wrote ${values.out}: a ${manifest.kind} backup of ${Object.keys(manifest.tables).length} tables ` +
        `(${rows} rows), ${file.length} bytes${config.BACKUP_KEY ? ", encrypted" : ""}.`,
    );
    return 0;
  }
  const contents = await readBackupFile(await readFile(values.verify!), backupKeyOf(config));
  const report = await runDrill(contents, { databaseUrl: config.DATABASE_URL });
  console.log(formatDrillReport(report, contents));
  return report.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
