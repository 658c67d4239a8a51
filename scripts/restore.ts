/**
 * Restores a backup made by `npm run backup` or the schedule (docs/backups.md):
 *
 *   npm run restore -- <file> [--force] [--erasures-from <file>]
 *
 * Into DATABASE_URL's database (a pg_dump backup) or DATA_DIR (an embedded one), which must
 * be empty unless --force. Migrations then run forward, and every erasure recorded since the
 * backup was made (in the replaced database, and in the newest other backup in the file's
 * folder or --erasures-from) is applied again. Stop the server first.
 */
import { parseArgs } from "node:util";
import { restoreBackup } from "#server/backup/restore.ts";
import { readConfig } from "#server/config.ts";

const USAGE = `Usage:
  npm run restore -- <file> [--force] [--erasures-from <file>]

  --force                  replace a database that is not empty (its erasures are applied to the restored data)
  --erasures-from <file>   the backup whose erasure log is applied after the restore
                           (default: the newest other backup in the same folder)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: "boolean" }, "erasures-from": { type: "string" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const result = await restoreBackup(readConfig(), {
    file,
    force: parsed.values.force,
    erasuresFrom: parsed.values["erasures-from"],
  });
  console.log(`Restored the ${result.kind} backup made ${result.createdAt}; migrations are up to date.`);
  if (result.movedAside) {
    console.log(`The replaced embedded database was moved to ${result.movedAside}: delete it once you are satisfied.`);
  }
  console.log(
    result.erasureSources.length === 0
      ? "No other erasure log was found (no replaced database, no other backup in the folder)."
      : `Erasures made since the backup, from ${result.erasureSources.join(" and ")}: ` +
          `${result.erasures} applied again, ${result.records} records erased.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
