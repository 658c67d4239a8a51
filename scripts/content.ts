/**
 * Felimar's packages, gallery and testimonials, from and to a JSON file:
 *
 *   npm run content -- import file.json     replace what the file has, in one transaction
 *   npm run content -- export file.json     write the current content (a starting point to edit)
 *
 * Opens the database exactly as the server does (DATABASE_URL, or the embedded one in
 * DATA_DIR). The embedded database can be used by one process at a time: stop the
 * server first, or use PostgreSQL. See app/sites/felimar/content.example.json.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentFileSchema, exportContent, replaceContent } from "../app/sites/felimar/content.server";
import { readConfig } from "../server/config";
import { openDatabase } from "../server/db/database";

const USAGE = `Usage:
  npm run content -- import <file.json>   replace packages, gallery and/or testimonials with the file's
  npm run content -- export <file.json>   write the current content to a file

A file has any of the keys "bundles", "gallery", "testimonials"; each key present
replaces all rows of that kind, a key left out keeps them. Example:
  app/sites/felimar/content.example.json`;

const LABELS = { felimar_bundles: "packages", felimar_gallery: "gallery items", felimar_testimonials: "testimonials" } as const;

async function main(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  if ((command !== "import" && command !== "export") || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }

  let content;
  if (command === "import") {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
      return 1;
    }
    const parsed = contentFileSchema.safeParse(raw);
    if (!parsed.success) {
      console.error(`${file} is not valid content; nothing was changed:`);
      for (const issue of parsed.error.issues) console.error(`  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
      return 1;
    }
    content = parsed.data;
  }

  const config = readConfig();
  const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  const database = await openDatabase(target);
  try {
    if (command === "export") {
      const current = await exportContent(database.db);
      await writeFile(file, `${JSON.stringify(current, null, 2)}\n`);
      console.log(
        `Wrote ${current.bundles.length} packages, ${current.gallery.length} gallery items and ${current.testimonials.length} testimonials from ${where} to ${file}.`,
      );
      return 0;
    }
    const summary = await replaceContent(database.db, content!);
    console.log(`Imported ${file} into ${where}:`);
    for (const line of summary) console.log(`  ${LABELS[line.table]}: ${line.removed} removed, ${line.inserted} added`);
    const kept = Object.entries(LABELS)
      .filter(([table]) => !summary.some((line) => line.table === table))
      .map(([, label]) => label);
    if (kept.length > 0) console.log(`  unchanged (not in the file): ${kept.join(", ")}`);
    console.log("The page shows the new content on its next load.");
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
