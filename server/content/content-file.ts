import type { Db } from "../db/database";
import { applyLegacyFile, legacyFelimarFileSchema } from "./felimar-legacy-file";
import { CONTENT_SITES, isContentSite, type ContentSite } from "./site-content-schemas";
import { checkContent, readLiveContent, saveContent } from "./site-content-store";

/*
 * Whole content documents to and from a JSON file (`npm run content`, scripts/content.ts).
 * A file holds either one site's document (with --site, or Felimar's by default) or
 * every site's, keyed by site ({"felimar": {…}, "community": {…}}). Felimar's old file
 * shape (lists without ids) still imports. An import is a new version of each site
 * through the same store and validation as the back office (no actor, so the history
 * says "Imported from <file>").
 */

export type ContentFile = Partial<Record<ContentSite, unknown>>;

/** Every listed site's live document, keyed by site. */
export async function exportDocuments(db: Db, sites: readonly ContentSite[] = CONTENT_SITES): Promise<ContentFile> {
  const file: ContentFile = {};
  for (const site of sites) file[site] = (await readLiveContent(db, site)).content;
  return file;
}

export type ImportOutcome =
  | { ok: true; saved: { site: ContentSite; version: number }[] }
  | { ok: false; site: ContentSite | null; problems: string[] };

/**
 * Validates every document the file has, then saves each as a new version. Nothing is
 * saved when any document is invalid. `site`: the file is that site's document alone.
 */
export async function importDocuments(
  db: Db,
  raw: unknown,
  { site, fileName }: { site?: ContentSite; fileName: string },
): Promise<ImportOutcome> {
  const documents = site ? { [site]: raw } : isKeyedBySite(raw) ? (raw as ContentFile) : { felimar: raw };
  const prepared: { site: ContentSite; content: unknown; baseVersion: number }[] = [];
  for (const [key, document] of Object.entries(documents) as [ContentSite, unknown][]) {
    const live = await readLiveContent(db, key);
    const legacy = key === "felimar" ? fromLegacyFelimarFile(live.content as never, document) : null;
    if (legacy && !legacy.ok) return { ok: false, site: key, problems: legacy.problems };
    // Photos too, before anything is saved: a file naming another site's photo changes nothing.
    const parsed = await checkContent(db, key, legacy ? legacy.content : document);
    if (!parsed.ok)
      return {
        ok: false,
        site: key,
        problems: Object.entries(parsed.fields).map(([path, message]) => `${path}: ${message}`),
      };
    prepared.push({ site: key, content: parsed.content, baseVersion: live.version });
  }
  const saved: { site: ContentSite; version: number }[] = [];
  for (const document of prepared) {
    const result = await saveContent({ db, ...document, summary: `Imported from ${fileName}`, actor: null });
    if (!result.ok) {
      const problems =
        result.error === "invalid"
          ? Object.entries(result.fields).map(([path, message]) => `${path}: ${message}`)
          : [CHANGED_WHILE_IMPORTING];
      return { ok: false, site: document.site, problems };
    }
    saved.push({ site: document.site, version: result.version });
  }
  return { ok: true, saved };
}

const CHANGED_WHILE_IMPORTING = "the content was changed while importing; run the import again";

/** {"felimar": {…}, …}: every key a site with content (and at least one). */
function isKeyedBySite(raw: unknown): boolean {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return false;
  const keys = Object.keys(raw);
  return keys.length > 0 && keys.every(isContentSite);
}

/**
 * Felimar's old file shape (no "details", lists without ids) becomes a whole document;
 * null: the file is taken as a document as it is.
 */
function fromLegacyFelimarFile(
  live: Parameters<typeof applyLegacyFile>[0],
  document: unknown,
): { ok: true; content: unknown } | { ok: false; problems: string[] } | null {
  if (document === null || typeof document !== "object" || "details" in document) return null;
  const legacy = legacyFelimarFileSchema.safeParse(document);
  if (legacy.success) return { ok: true, content: applyLegacyFile(live, legacy.data) };
  return {
    ok: false,
    problems: legacy.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`),
  };
}
