import { and, desc, eq, inArray, max } from "drizzle-orm";
import { safeParse } from "zod/v4/core";
import type { SiteContentVersion } from "#app/admin/api-types.ts";
import { recordAudit } from "../audit/audit";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { siteContentVersions, storedImages, users } from "../db/schema";
import { fieldMessages } from "../http/json-body";
import { SITE_CONTENT, type ContentSite, type SiteContent } from "./site-content-schemas";
import { isUniqueViolation } from "../db/unique-violation";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/*
 * Each site's editable content is one JSON document; every save inserts a new numbered
 * version (site_content_versions) and the highest is live (docs/decisions/0013). Saving
 * from a base that is no longer live is refused, never merged: the editor reloads.
 * Every insert bumps content_version (trigger, migration 0011), so the pages cached per
 * content version render again on every instance.
 */

export interface LiveContent<S extends ContentSite> {
  /** 0 when nothing was saved yet: `content` is the site's defaults. */
  version: number;
  content: SiteContent<S>;
}

/** Who saved: the signed-in admin, or null for the command line. */
export type ContentActor = Pick<AdminPrincipal, "userId" | "email"> | null;

export type SaveResult =
  | { ok: true; version: number }
  /** `fields`: one message per path in the document ("testimonials.2.quote"). */
  | { ok: false; error: "invalid"; fields: Record<string, string> }
  /** Another save came after `baseVersion`: nothing was written. */
  | { ok: false; error: "content_changed" }
  /** No such version to restore. */
  | { ok: false; error: "not_found" };

export const MAX_SUMMARY_LENGTH = 200;
export const VERSIONS_LISTED = 100;

type Reader = Pick<Db, "select">;

/** The live version of a site's content, or version 0 with the defaults when nothing was saved. */
export async function readLiveContent<S extends ContentSite>(db: Reader, site: S): Promise<LiveContent<S>> {
  const [row] = await db
    .select({ version: siteContentVersions.version, content: siteContentVersions.content })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.site, site))
    .orderBy(desc(siteContentVersions.version))
    .limit(1);
  if (!row) return { version: 0, content: SITE_CONTENT[site].defaults as SiteContent<S> };
  const parsed = parseContent(site, withDefaults(site, row.content));
  // Every stored version passed this schema when it was saved; a failure here is a schema change that forgot old documents.
  if (!parsed.ok)
    throw new Error(
      `${site} content version ${row.version} does not match its schema: ${Object.keys(parsed.fields).join(", ")}`,
    );
  return { version: row.version, content: parsed.content };
}

/** When each site's content was last saved (sites never saved are absent): when its pages last changed, for the sitemaps. */
export async function lastSavedAt(db: Reader): Promise<Map<string, Date>> {
  const rows = await db
    .select({ site: siteContentVersions.site, savedAt: max(siteContentVersions.createdAt) })
    .from(siteContentVersions)
    .groupBy(siteContentVersions.site);
  return new Map(rows.flatMap((row) => (row.savedAt ? [[row.site, row.savedAt] as const] : [])));
}

/**
 * A top-level part a stored document lacks is taken from the defaults: migration 0012
 * stored Felimar's lists only (its details were constants in code, not rows), and a part
 * added to a site's schema later reads the same way in every older version.
 */
function withDefaults(site: ContentSite, stored: unknown): unknown {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return stored;
  return { ...SITE_CONTENT[site].defaults, ...stored };
}

/** Validates a whole document with the site's schema. */
export function parseContent<S extends ContentSite>(
  site: S,
  content: unknown,
): { ok: true; content: SiteContent<S> } | { ok: false; fields: Record<string, string> } {
  const parsed = safeParse(SITE_CONTENT[site].schema, content);
  if (parsed.success) return { ok: true, content: parsed.data as SiteContent<S> };
  return { ok: false, fields: fieldMessages(parsed.error, serverErrors.unknownField) };
}

interface SaveInput<S extends ContentSite> {
  db: Db;
  site: S;
  /** The version the editor started from: the save is refused unless it is still live. */
  baseVersion: number;
  content: unknown;
  summary: string;
  actor: ContentActor;
}

/** Everything a save checks before it writes: the site's schema, and that every photo is one of the site's own. */
export async function checkContent<S extends ContentSite>(
  db: Reader,
  site: S,
  content: unknown,
): Promise<{ ok: true; content: SiteContent<S> } | { ok: false; fields: Record<string, string> }> {
  const parsed = parseContent(site, content);
  if (!parsed.ok) return parsed;
  const foreign = await foreignImages(db, site, parsed.content);
  if (Object.keys(foreign).length > 0) return { ok: false, fields: foreign };
  return parsed;
}

/** Saves a new version (baseVersion + 1), with its audit record in the same transaction. */
export async function saveContent<S extends ContentSite>(input: SaveInput<S>): Promise<SaveResult> {
  const checked = await checkContent(input.db, input.site, input.content);
  if (!checked.ok) return { ok: false, error: "invalid", fields: checked.fields };
  return insertVersion({ ...input, content: checked.content, restoredFrom: null, action: "content.saved" });
}

interface RestoreInput<S extends ContentSite> {
  db: Db;
  site: S;
  baseVersion: number;
  /** The version whose content becomes live again, as a new version. */
  version: number;
  actor: ContentActor;
}

/** Makes an earlier version live again as a new version (restored_from = that version): "undo" restores live − 1. */
export async function restoreVersion<S extends ContentSite>({
  db,
  site,
  baseVersion,
  version,
  actor,
}: RestoreInput<S>): Promise<SaveResult> {
  const [row] = await db
    .select({ content: siteContentVersions.content })
    .from(siteContentVersions)
    .where(and(eq(siteContentVersions.site, site), eq(siteContentVersions.version, version)));
  if (!row) return { ok: false, error: "not_found" };
  const parsed = parseContent(site, withDefaults(site, row.content));
  if (!parsed.ok) return { ok: false, error: "invalid", fields: parsed.fields };
  return insertVersion({
    db,
    site,
    baseVersion,
    content: parsed.content,
    summary: `Restored version ${version}`,
    actor,
    restoredFrom: version,
    action: "content.restored",
  });
}

interface InsertInput {
  db: Db;
  site: ContentSite;
  baseVersion: number;
  content: unknown;
  summary: string;
  actor: ContentActor;
  restoredFrom: number | null;
  action: "content.saved" | "content.restored";
}

async function insertVersion({
  db,
  site,
  baseVersion,
  content,
  summary,
  actor,
  restoredFrom,
  action,
}: InsertInput): Promise<SaveResult> {
  const version = baseVersion + 1;
  const cleanSummary = summary.trim().slice(0, MAX_SUMMARY_LENGTH) || "Content edited";
  try {
    return await db.transaction(async (tx) => {
      // A base that is not live (a later save, or a number from nowhere) is refused before writing.
      if ((await liveVersion(tx, site)) !== baseVersion) return { ok: false, error: "content_changed" } as const;
      await tx.insert(siteContentVersions).values({
        site,
        version,
        content,
        summary: cleanSummary,
        restoredFrom,
        userId: actor?.userId ?? null,
        actorEmail: actor?.email ?? null,
      });
      await recordAudit(tx, actor, action, {
        site,
        version,
        summary: cleanSummary,
        ...(restoredFrom === null ? {} : { restoredFrom }),
      });
      return { ok: true, version } as const;
    });
  } catch (error) {
    // Two saves from the same base read the same live version; the primary key lets one insert, the other is this.
    if (isUniqueViolation(error)) return { ok: false, error: "content_changed" };
    throw error;
  }
}

async function liveVersion(db: Reader, site: ContentSite): Promise<number> {
  const [row] = await db
    .select({ version: siteContentVersions.version })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.site, site))
    .orderBy(desc(siteContentVersions.version))
    .limit(1);
  return row?.version ?? 0;
}

/** The newest versions of a site's content, newest first (who: the account's e-mail now, or as it was when removed). */
export async function listVersions(
  db: Reader,
  site: ContentSite,
  limit = VERSIONS_LISTED,
): Promise<SiteContentVersion[]> {
  const rows = await db
    .select({
      version: siteContentVersions.version,
      createdAt: siteContentVersions.createdAt,
      summary: siteContentVersions.summary,
      restoredFrom: siteContentVersions.restoredFrom,
      actorEmail: siteContentVersions.actorEmail,
      current: users.email,
    })
    .from(siteContentVersions)
    .leftJoin(users, eq(users.id, siteContentVersions.userId))
    .where(eq(siteContentVersions.site, site))
    .orderBy(desc(siteContentVersions.version))
    .limit(limit);
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    actor: row.current ?? row.actorEmail,
    summary: row.summary,
    restoredFrom: row.restoredFrom,
  }));
}

/** Every photo a document refers to (an `imageId` at any depth), with where: "gallery.3.imageId". */
export function contentImageRefs(content: unknown): { id: string; path: string }[] {
  const found: { id: string; path: string }[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, String(index)]));
    else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "imageId" && typeof item === "string") found.push({ id: item, path: [...path, key].join(".") });
        else visit(item, [...path, key]);
      }
    }
  };
  visit(content, []);
  return found;
}

/** The distinct photo ids a document refers to, for the editor's thumbnails and the page's pictures. */
export function contentImageIds(content: unknown): string[] {
  return [...new Set(contentImageRefs(content).map((ref) => ref.id))];
}

export const FOREIGN_IMAGE_MESSAGE = serverErrors.foreignImage;

/** Photos the document names that were not uploaded for this site (another site's, or none): a message per path. */
async function foreignImages(db: Reader, site: ContentSite, content: unknown): Promise<Record<string, string>> {
  const refs = contentImageRefs(content);
  if (refs.length === 0) return {};
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const rows = await db
    .select({ id: storedImages.id })
    .from(storedImages)
    .where(and(eq(storedImages.site, site), inArray(storedImages.id, ids)));
  const own = new Set(rows.map((row) => row.id));
  return Object.fromEntries(refs.filter((ref) => !own.has(ref.id)).map((ref) => [ref.path, FOREIGN_IMAGE_MESSAGE]));
}
