/**
 * Every site's editable content (the documents the back office edits), from and to a JSON file:
 *
 *   npm run content -- export file.json [--site felimar]   write the live content
 *   npm run content -- import file.json [--site felimar]   save the file's content as a new version
 *
 * Without --site, export writes every site's document keyed by site ({"felimar": {…}, …})
 * and import takes such a file, or Felimar's document (also in its old shape: any of
 * "bundles", "gallery", "testimonials" without ids, each replacing that list). An import
 * is validated like a save in the back office, appears in each site's history as
 * "Imported from <file>" and can be undone there. Opens the database exactly as the server
 * does (DATABASE_URL, or the embedded one in DATA_DIR; that one can be used by one process
 * at a time: stop the server first, or use PostgreSQL). See app/sites/felimar/content.example.json.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "#server/config.ts";
import { exportDocuments, importDocuments } from "#server/content/content-file.ts";
import { CONTENT_SITES, isContentSite, type ContentSite } from "#server/content/site-content-schemas.ts";
import { openDatabase } from "#server/db/database.ts";

const USAGE = `Usage:
  npm run content -- export <file.json> [--site <site>]   write the live content to a file
  npm run content -- import <file.json> [--site <site>]   save the file's content as a new version

Sites: ${CONTENT_SITES.join(", ")}. Without --site the file holds every site's document
keyed by site, or Felimar's alone. Felimar's old file (any of "bundles", "gallery",
"testimonials") replaces just those lists. Example: app/sites/felimar/content.example.json`;

interface Arguments {
  command: "import" | "export";
  file: string;
  site?: ContentSite;
}

function parseArguments(argv: string[]): Arguments | null {
  const [command, file, ...rest] = argv;
  if ((command !== "import" && command !== "export") || !file || file.startsWith("--")) return null;
  if (rest.length === 0) return { command, file };
  const [flag, site, ...extra] = rest;
  if (flag !== "--site" || !site || !isContentSite(site) || extra.length > 0) return null;
  return { command, file, site };
}

async function main(argv: string[]): Promise<number> {
  const args = parseArguments(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }

  let raw: unknown;
  if (args.command === "import") {
    try {
      raw = JSON.parse(await readFile(args.file, "utf8"));
    } catch (error) {
      console.error(`Cannot read ${args.file} as JSON: ${(error as Error).message}`);
      return 1;
    }
  }

  const config = readConfig();
  const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
  const where = config.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  const database = await openDatabase(target);
  try {
    if (args.command === "export") {
      const documents = await exportDocuments(database.db, args.site ? [args.site] : CONTENT_SITES);
      const output = args.site ? documents[args.site] : documents;
      await writeFile(args.file, `${JSON.stringify(output, null, 2)}\n`);
      console.log(`Wrote the content of ${Object.keys(documents).join(", ")} from ${where} to ${args.file}.`);
      return 0;
    }
    const outcome = await importDocuments(database.db, raw, { site: args.site, fileName: path.basename(args.file) });
    if (!outcome.ok) {
      console.error(
        `${args.file} is not valid content${outcome.site ? ` for ${outcome.site}` : ""}; nothing was changed:`,
      );
      for (const problem of outcome.problems) console.error(`  ${problem}`);
      return 1;
    }
    console.log(`Imported ${args.file} into ${where}:`);
    for (const { site, version } of outcome.saved) console.log(`  ${site}: version ${version}`);
    console.log("The pages show the new content on their next load; undo it in the back office (Content → History).");
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
