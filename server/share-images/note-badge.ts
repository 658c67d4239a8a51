import { Hono, type MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { SLUG_PATTERN, type Note } from "#app/sites/notebook/note-types.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { answerWrongMethods } from "../http/method-not-allowed";
import { READS_PER_LIMIT } from "../api/notes";
import { readNote, storedLog } from "../notes/read-note";
import { SigningKeyStore } from "../notes/signing-keys";
import { storedProofHolds } from "../notes/stored-proof-checks";
import { previewFacts } from "./note-preview";
import { noteBadgeSvg, type BadgeFacts } from "./note-badge-svg";

export const NOTE_BADGE_PATH = "/writtenbyhuman/badge/:name";

/** A note's verdict never changes once checked (only a takedown, read on every request): this many are kept. */
const VERDICTS_KEPT = 10_000;

/**
 * GET /writtenbyhuman/badge/<slug>.svg (the route's `:name`): the note's badge (./note-badge-svg.ts), cached an
 * hour with a weak ETag (304 on If-None-Match). "verified" only when the proof holds by the
 * server's own checks (../notes/stored-proof-checks.ts), a taken-down note's says
 * "withdrawn" (200: pages and image proxies that showed the badge then show that in its
 * place), an unknown one answers 404 with a "not found" badge. Unlike every other answer
 * it may be embedded by any site (Cross-Origin-Resource-Policy). Rate-limited per client
 * like note reads, in its own bucket.
 */
export function noteBadgeRoutes({
  db,
  config,
  limit,
}: {
  db: Db;
  config: Pick<Config, "RATE_LIMIT_CLIENT_MAX" | "NOTE_SIGNING_KEY">;
  limit: (name: string, options?: { perClient?: number }) => MiddlewareHandler;
}) {
  const keys = new SigningKeyStore(db, config.NOTE_SIGNING_KEY);
  const readLimits = { perClient: config.RATE_LIMIT_CLIENT_MAX * READS_PER_LIMIT };
  const verdicts = new Map<string, boolean>();
  // A 304 keeps the embedding rule: a cache updating the badge's headers from it must not learn "same-origin".
  const cacheCheck = etag({ weak: true, retainedHeaders: [...RETAINED_304_HEADERS, "cross-origin-resource-policy"] });

  async function holds(note: Note): Promise<boolean> {
    const known = verdicts.get(note.slug);
    if (known !== undefined) return known;
    const verdict = await storedProofHolds(note, keys, (slug) => storedLog(db, slug));
    if (verdicts.size >= VERDICTS_KEPT) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(note.slug, verdict);
    return verdict;
  }

  async function factsOf(name: string): Promise<BadgeFacts> {
    const slug = name.endsWith(".svg") ? name.slice(0, -4) : null;
    if (slug === null || !SLUG_PATTERN.test(slug)) return { state: "not-found" };
    const read = await readNote(db, slug);
    if (read.status === "taken_down") return { state: "withdrawn" };
    if (read.status === "not_found") return { state: "not-found" };
    const { note } = read;
    if (!(await holds(note))) return { state: "not-verified", createdAt: note.createdAt };
    const { score, human } = previewFacts(note);
    return { state: note.isPrivate ? "signature-checked" : "verified", score, human, createdAt: note.createdAt };
  }

  const routes = new Hono().get(NOTE_BADGE_PATH, limit("note-badges", readLimits), cacheCheck, async (c) => {
    const facts = await factsOf(c.req.param("name"));
    const found = facts.state !== "not-found";
    return c.body(noteBadgeSvg(facts), found ? 200 : 404, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // A slug is named when its writing session opens, before its note exists: a miss is not kept.
      "Cache-Control": found ? "public, max-age=3600" : "no-store",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });
  return answerWrongMethods(routes);
}
