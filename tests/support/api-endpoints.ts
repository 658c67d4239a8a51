import type { Hono } from "hono";
import type { Config } from "../../server/config";
import { ADMIN_ENDPOINTS } from "./admin-endpoints";

/**
 * Every endpoint the server answers outside the pages, as the fuzz and abuse suites
 * see it. Both compare `registeredRoutes(app)` with `catalogueRoutes()`, so an
 * endpoint added later fails them until it joins this list.
 */
export interface PostEndpoint {
  path: string;
  /** A body the endpoint accepts and stores (the fuzz suite mutates it into bad ones). */
  validBody: () => Record<string, unknown>;
  /** Fields without which the body is refused. */
  required: readonly string[];
  /** Which settings set its per-client and global limits. */
  limits: "RATE_LIMIT" | "NOTES_RATE_LIMIT";
  /** The body size it refuses with 413 beyond. */
  maxBytes: number;
}

const KB = 1024;

/** Typed key by key, 150 ms apart: what the notebook page sends for a public note (lengths in UTF-16 units, as a textarea counts). */
export function publicNoteBody(content = "Written slowly by a person at a keyboard."): Record<string, unknown> {
  const events = Array.from({ length: content.length }, (_, index) => ({ type: "keydown", contentLength: index + 1, timestamp: index * 150 }));
  return {
    isPrivate: false,
    viewPolicy: "public",
    passphraseHint: null,
    humanScore: 80,
    sessionMetadata: { duration: (content.length * 150) / 1000 + 0.5, keystrokeCount: content.length, typingSpeed: 40 },
    events,
    content,
  };
}

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
    validBody: () => ({ nombre: "Ana García", email: "ana@example.com", telefono: "+34 600 123 456", mensaje: "¿Tienen relojes de pared?" }),
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
    validBody: () => ({ name: "Kari Nordmann", email: "kari@example.com", message: "Hei, jeg har et spørsmål om tomter.", consent: true, language: "no" }),
    required: ["name", "email", "message", "consent"],
    limits: "RATE_LIMIT",
    maxBytes: 32 * KB,
  },
  { path: "/api/notes/sessions", validBody: () => ({}), required: [], limits: "NOTES_RATE_LIMIT", maxBytes: 32 * KB },
  {
    path: "/api/notes/verify",
    validBody: () => ({ proof: { alg: "Ed25519", kid: "none", payload: "{}", signature: "A".repeat(86) }, content: "text" }),
    required: ["content"],
    limits: "RATE_LIMIT",
    maxBytes: 256 * KB,
  },
  { path: "/api/notes", validBody: () => publicNoteBody(), required: ["isPrivate", "viewPolicy", "events"], limits: "NOTES_RATE_LIMIT", maxBytes: 4096 * KB },
];

/** GET endpoints, with `:slug` standing for any note slug. */
export const GET_ENDPOINTS: readonly string[] = [
  "/healthz",
  "/.well-known/jwks.json",
  "/api/felimar/bundles",
  "/api/felimar/gallery",
  "/api/felimar/testimonials",
  "/api/notes/:slug",
];

/** Config raising every rate limit out of reach, so a 429 cannot hide what a suite checks. */
export const UNLIMITED: Partial<Config> = {
  RATE_LIMIT_CLIENT_MAX: 1e9,
  RATE_LIMIT_GLOBAL_MAX: 1e9,
  NOTES_RATE_LIMIT_CLIENT_MAX: 1e9,
  NOTES_RATE_LIMIT_GLOBAL_MAX: 1e9,
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
