import type { Hono } from "hono";
import { BATCHES_PER_NOTE } from "#server/api/notes.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/database.ts";
import { openSession } from "#server/notes/sessions.ts";
import { ADMIN_ENDPOINTS } from "./admin-endpoints";
import { instantTyping } from "./note-writer";
import { mintProof } from "./proof-of-work";

/**
 * Every endpoint the server answers outside the pages, as the fuzz and abuse suites
 * see it. Both compare `registeredRoutes(app)` with `catalogueRoutes()`, so an
 * endpoint added later fails them until it joins this list.
 */
export interface PostEndpoint {
  /** The route as the app declares it (`:sessionId` included). */
  path: string;
  /**
   * A body of the endpoint's shape, which the fuzz suite mutates into bad ones. The
   * endpoints that need a writing session name one that does not exist: see `accepted`.
   */
  validBody: () => Record<string, unknown>;
  /**
   * A request the endpoint accepts and stores, with what it needs made first (a writing
   * session, opened in the database so no rate limit counts it); `path` and `validBody` without.
   */
  accepted?: (db: Db) => Promise<{ path: string; body: Record<string, unknown> }>;
  /** Fields without which the body is refused. */
  required: readonly string[];
  /** Which settings set its per-client and global limits. */
  limits: "RATE_LIMIT" | "NOTES_RATE_LIMIT";
  /** Requests allowed per unit of those settings (typing batches: a page sends 30 a minute). */
  limitFactor?: number;
  /** The body size it refuses with 413 beyond. */
  maxBytes: number;
}

const KB = 1024;

const NOTE_TEXT = "Written slowly by a person at a keyboard.";

/** A session id and secret of the right shape that no server opened. */
const NO_SESSION = { sessionId: "A".repeat(22), secret: "B".repeat(43) };

/** A public note's create call, its whole log in the final batch (scored not human: all at 0 ms, but stored). */
function createNoteBody(session: { sessionId: string; secret: string }): Record<string, unknown> {
  const typing = instantTyping(NOTE_TEXT);
  return {
    sessionId: session.sessionId,
    secret: session.secret,
    seq: 0,
    sentAt: 0,
    events: typing.events,
    isPrivate: false,
    viewPolicy: "public",
    passphraseHint: null,
    content: NOTE_TEXT,
    inserted: typing.inserted,
  };
}

const batchBody = (secret: string) => ({
  secret,
  seq: 0,
  sentAt: 120,
  events: [
    [0, "k", 0, 0, 1],
    [110, "k", 1, 0, 1],
  ],
});

export const POST_ENDPOINTS: readonly PostEndpoint[] = [
  {
    path: "/api/newsletter",
    validBody: () => ({ email: "reader@example.com", site: "community" }),
    required: ["email", "site"],
    limits: "RATE_LIMIT",
    maxBytes: 32 * KB,
  },
  {
    path: "/api/neron/contact",
    validBody: () => ({
      nombre: "Ana García",
      email: "ana@example.com",
      telefono: "+34 600 123 456",
      mensaje: "¿Tienen relojes de pared?",
    }),
    required: ["nombre", "email", "telefono", "mensaje"],
    limits: "RATE_LIMIT",
    maxBytes: 32 * KB,
  },
  {
    path: "/api/felimar/requests",
    validBody: () => ({
      categorie: "airco",
      naam: "Jan de Vries",
      telefoon: "+34 600 123 456",
      email: "jan@example.com",
      details: "Graag een offerte voor twee airco-units.",
    }),
    required: ["categorie", "naam", "telefoon", "email", "details"],
    limits: "RATE_LIMIT",
    maxBytes: 32 * KB,
  },
  {
    path: "/api/housing/contact",
    validBody: () => ({
      name: "Kari Nordmann",
      email: "kari@example.com",
      message: "Hei, jeg har et spørsmål om tomter.",
      consent: true,
      language: "no",
    }),
    required: ["name", "email", "message", "consent"],
    limits: "RATE_LIMIT",
    maxBytes: 32 * KB,
  },
  {
    path: "/api/notes/sessions",
    validBody: () => ({}),
    // A session opens only with a solved proof of work (a spent or missing one is refused with 400).
    accepted: async (db) => ({ path: "/api/notes/sessions", body: { altcha: await mintProof(db) } }),
    required: [],
    limits: "NOTES_RATE_LIMIT",
    maxBytes: 32 * KB,
  },
  {
    path: "/api/notes/verify",
    validBody: () => ({
      proof: { alg: "Ed25519", kid: "none", payload: "{}", signature: "A".repeat(86) },
      content: "text",
    }),
    required: ["content"],
    limits: "RATE_LIMIT",
    maxBytes: 256 * KB,
  },
  {
    path: "/api/notes/sessions/:sessionId/batches",
    validBody: () => batchBody(NO_SESSION.secret),
    accepted: async (db) => {
      const session = await openSession(db);
      return { path: `/api/notes/sessions/${session.sessionId}/batches`, body: batchBody(session.secret) };
    },
    required: ["secret", "seq", "sentAt", "events"],
    limits: "NOTES_RATE_LIMIT",
    limitFactor: BATCHES_PER_NOTE,
    maxBytes: 64 * KB,
  },
  {
    path: "/api/notes",
    validBody: () => createNoteBody(NO_SESSION),
    accepted: async (db) => ({ path: "/api/notes", body: createNoteBody(await openSession(db)) }),
    required: ["sessionId", "secret", "seq", "sentAt", "events", "isPrivate", "viewPolicy", "passphraseHint"],
    limits: "NOTES_RATE_LIMIT",
    maxBytes: 1024 * KB,
  },
];

/** GET endpoints, with `:slug` standing for any note slug (a badge's `:name` is `<slug>.svg`). */
export const GET_ENDPOINTS: readonly string[] = [
  "/healthz",
  "/readyz",
  "/.well-known/jwks.json",
  "/api/challenge",
  "/api/felimar/bundles",
  "/api/felimar/gallery",
  "/api/felimar/testimonials",
  "/api/notes/:slug",
  "/api/notes/:slug/log",
  "/api/notes/:slug/proof-file",
  "/api/notes/log/checkpoint",
  "/api/notes/log/timestamp",
  "/api/notes/log/inclusion",
  "/api/notes/log/consistency",
  "/media/:name",
  "/og/:name",
  "/writtenbyhuman/note/:slug/preview.png",
  "/writtenbyhuman/badge/:name",
];

/** Config raising every rate limit out of reach, so a 429 cannot hide what a suite checks. */
export const UNLIMITED: Partial<Config> = {
  RATE_LIMIT_CLIENT_MAX: 1e9,
  NOTES_RATE_LIMIT_CLIENT_MAX: 1e9,
};

/** "METHOD /path" for every route the app answers (middleware and fallbacks left out). */
export function registeredRoutes(app: Hono): string[] {
  const routes = app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

/** "METHOD /path" for every endpoint of this catalogue and of the back office's (./admin-endpoints.ts). */
export function catalogueRoutes(): string[] {
  return [
    ...POST_ENDPOINTS.map((endpoint) => `POST ${endpoint.path}`),
    ...GET_ENDPOINTS.map((path) => `GET ${path}`),
    ...ADMIN_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
  ].sort();
}

/** True for the back office's routes, which have their own suite (server/api/admin/catalogue.api.test.ts). */
export const isAdminRoute = (route: string) => / \/api\/admin\//.test(route);
