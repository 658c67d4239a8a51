import { randomBytes } from "node:crypto";
import type { Note } from "#app/sites/notebook/note-types.ts";
import { createApp } from "#server/app.ts";
import { readConfig } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { ADMIN_ENDPOINTS } from "../../support/admin-endpoints";
import { registeredRoutes } from "../../support/api-endpoints";
import { instantTyping, urlPoster, writeNote, type WrittenNote } from "../../support/note-writer";
import { fetchProof } from "../../support/proof-of-work";

const unique = () => randomBytes(6).toString("hex");

/** A Felimar request whose `naam` is unique, so a test can find its row. */
export function felimarRequest(naam = `Fault ${unique()}`) {
  return {
    categorie: "algemeen",
    naam,
    telefoon: "+34 600 111 222",
    email: "fault@example.nl",
    details: "Een aanvraag tijdens een storingstest.",
    idempotency_key: randomBytes(18).toString("base64url"),
  };
}

/**
 * Sends one Felimar request to `baseUrl` as the page does, with a proof of work solved for it;
 * answers its status, or 0 when no answer came (the server died, a timeout). Each challenge is
 * asked for as another client (TRUST_PROXY_HOPS is 1, ./server-process.ts), so a stream of
 * submissions is solved at the easiest difficulty, as many visitors' would be.
 */
export async function submitFelimarRequest(baseUrl: string, body: ReturnType<typeof felimarRequest>): Promise<number> {
  const altcha = await fetchProof(baseUrl, { "X-Forwarded-For": `10.${randomBytes(3).join(".")}` }).catch(() => null);
  if (altcha === null) return 0;
  return fetch(`${baseUrl}/api/felimar/requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, altcha }),
    signal: AbortSignal.timeout(10_000),
  }).then(
    (response) => response.status,
    () => 0,
  );
}

/** A public note with unique content, written over HTTP like the page writes it (../../support/note-writer.ts). */
export const writeFaultNote = (
  baseUrl: string,
  content = `Typed during a fault test ${unique()}.`,
): Promise<WrittenNote> => writeNote(urlPoster(baseUrl), { content, pace: "instant" });

/** A writing session as POST /api/notes/sessions answers it. */
export interface OpenedSession {
  sessionId: string;
  secret: string;
}

/** Opens `count` writing sessions, for create calls that each need their own. */
export async function openSessions(baseUrl: string, count: number): Promise<OpenedSession[]> {
  const post = urlPoster(baseUrl);
  return Promise.all(
    Array.from(
      { length: count },
      async () => (await post("/api/notes/sessions", { altcha: await post.proof() })).json as OpenedSession,
    ),
  );
}

/** A create call on `session` with the whole (instant) log as its final batch: stored, scored not human. */
export function createNoteBody(session: OpenedSession, content = `Created during a fault test ${unique()}.`) {
  const typing = instantTyping(content);
  return {
    sessionId: session.sessionId,
    secret: session.secret,
    seq: 0,
    sentAt: 0,
    events: typing.events,
    isPrivate: false,
    viewPolicy: "public",
    passphraseHint: null,
    content,
    inserted: typing.inserted,
  };
}

export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The route as the app declares it (`:slug` included), to check every route is covered. */
  route: string;
  path: string;
  /** A fresh valid body for each call (unique values where the endpoint would deduplicate). */
  body?: () => unknown | Promise<unknown>;
  /** Cookie and Origin of a signed-in back-office browser. */
  headers?: Record<string, string>;
  /** What the call answers while the database is up ("not 5xx": any answer but a server error). */
  okStatus: number | "not 5xx";
  /** False for the routes these calls reach without the database: they answer the same with it down. */
  readsDatabase?: boolean;
}

/**
 * The back-office calls answered without the database (the rate limit counts in memory):
 * the sign-in methods and e-mail sign-in without SMTP_URL from the configuration, and
 * a passkey that is not accepted.
 */
const ANSWERED_WITHOUT_DATABASE = new Set([
  "/api/admin/auth/methods",
  "/api/admin/auth/email",
  "/api/admin/auth/passkey",
]);

/** Signed-in browsers and stored rows the back office's calls act on. */
export interface AdminFixtures {
  /** An operator's session. */
  headers: Record<string, string>;
  /** A second session of that operator, for "sign out" (which ends it). */
  signOutHeaders: Record<string, string>;
  /** Another operator's session, for "sign out everywhere". */
  everywhereHeaders: Record<string, string>;
  /** A stored submission, for the routes with `:id`. */
  submissionId: string;
  /** A note of its own for the takedown, so the public note stays readable. */
  takedownSlug: string;
}

/**
 * One call to every back-office route, from ./admin-endpoints.ts, signed in. While the
 * database is up they may answer anything but a 5xx (an id that is not a passkey is a 404,
 * a bogus passkey a 400); while it is down, 503 like every other route: each of them reads
 * the session from the database before anything else.
 */
export function everyAdminCall(fixtures: AdminFixtures): Call[] {
  return ADMIN_ENDPOINTS.map((endpoint) => {
    const headers = endpoint.path.endsWith("/sign-out")
      ? fixtures.signOutHeaders
      : endpoint.path.endsWith("/sign-out-everywhere")
        ? fixtures.everywhereHeaders
        : fixtures.headers;
    return {
      method: endpoint.method,
      route: endpoint.path,
      path: endpoint.path.replace(":id", fixtures.submissionId).replace(":slug", fixtures.takedownSlug),
      body: endpoint.body,
      headers,
      okStatus: "not 5xx" as const,
      readsDatabase: !ANSWERED_WITHOUT_DATABASE.has(endpoint.path),
    };
  });
}

/** True when `status` is what `call` answers while the database is up. */
export function answersAsUp(call: Call, status: number): boolean {
  return call.okStatus === "not 5xx" ? status < 500 : status === call.okStatus;
}

/** What the notebook's calls act on: a stored note, and writing sessions opened beforehand. */
export interface NoteFixtures {
  note: Pick<Note, "slug" | "content" | "proof">;
  /** Used by each create call in turn (a session makes one note); a call once they run out finds no session. */
  sessions: OpenedSession[];
  /** The batch call sends seq 0 to it every time: answered again as a lost answer's repeat. */
  batchSession: OpenedSession;
  /** Where the server answers: public forms and writing sessions take a proof of work from it. */
  baseUrl: string;
}

/** One valid call to every route of the API. */
export function everyApiCall({ note, sessions, batchSession, baseUrl }: NoteFixtures): Call[] {
  // While the database is down the challenge is still issued (its key is read once per process),
  // so each form is sent as a page would send it; a failed fetch sends none.
  const proof = async () => ({ altcha: await fetchProof(baseUrl).catch(() => undefined) });
  const post = (route: string, body: () => unknown, okStatus = 201): Call => ({
    method: "POST",
    route,
    path: route,
    body,
    okStatus,
  });
  const get = (route: string, path = route): Call => ({ method: "GET", route, path, okStatus: 200 });
  return [
    // Liveness asks nothing of the database; readiness says it is down.
    { ...get("/healthz"), readsDatabase: false },
    get("/readyz"),
    get("/.well-known/jwks.json"),
    // Issued without the database once its process read the key (the calls before the stop did).
    { ...get("/api/challenge"), readsDatabase: false },
    post("/api/newsletter", async () => ({
      email: `fault-${unique()}@example.com`,
      site: "community",
      ...(await proof()),
    })),
    post("/api/neron/contact", async () => ({
      ...(await proof()),
      nombre: "Fallo Prueba",
      email: `fallo-${unique()}@ejemplo.es`,
      telefono: "+34 600 123 456",
      mensaje: "Un mensaje durante una prueba.",
    })),
    // An unknown photo: 404 while the database is up, 503 while it is down.
    { method: "GET", route: "/media/:name", path: `/media/${"A".repeat(43)}.webp`, okStatus: 404 },
    // Share previews: the build's from memory, with or without the database; a note's reads the note.
    { ...get("/og/:name", "/og/felimar.png"), readsDatabase: false },
    get("/writtenbyhuman/note/:slug/preview.png", `/writtenbyhuman/note/${note.slug}/preview.png`),
    get("/writtenbyhuman/badge/:name", `/writtenbyhuman/badge/${note.slug}.svg`),
    get("/api/felimar/bundles"),
    get("/api/felimar/gallery"),
    get("/api/felimar/testimonials"),
    post("/api/felimar/requests", async () => ({ ...felimarRequest(), ...(await proof()) })),
    post("/api/housing/contact", async () => ({
      ...(await proof()),
      name: "Fault Test",
      email: `fault-${unique()}@example.no`,
      message: "A message sent during a fault test.",
      consent: true,
    })),
    post("/api/notes/sessions", proof),
    {
      ...post(
        "/api/notes/sessions/:sessionId/batches",
        () => ({ secret: batchSession.secret, seq: 0, sentAt: 100, events: [[0, "k", 0, 0, 1]] }),
        200,
      ),
      path: `/api/notes/sessions/${batchSession.sessionId}/batches`,
    },
    post("/api/notes/verify", () => ({ proof: note.proof, content: note.content }), 200),
    post("/api/notes", () => createNoteBody(sessions.shift() ?? { sessionId: "A".repeat(22), secret: "B".repeat(43) })),
    get("/api/notes/:slug", `/api/notes/${note.slug}`),
    get("/api/notes/:slug/log", `/api/notes/${note.slug}/log`),
    // The public log: the note is appended within a second of being stored, so these may still answer 404 (not logged yet).
    { ...get("/api/notes/:slug/proof-file", `/api/notes/${note.slug}/proof-file`), okStatus: "not 5xx" },
    { ...get("/api/notes/log/checkpoint"), okStatus: "not 5xx" },
    { ...get("/api/notes/log/timestamp", "/api/notes/log/timestamp?size=1"), okStatus: 404 },
    { ...get("/api/notes/log/inclusion", `/api/notes/log/inclusion?slug=${note.slug}`), okStatus: "not 5xx" },
    { ...get("/api/notes/log/consistency", "/api/notes/log/consistency?from=1"), okStatus: "not 5xx" },
  ];
}

/** Every method and route the app declares (middleware excluded), e.g. "POST /api/notes". */
export function declaredRoutes(): string[] {
  const unused = {} as Database;
  return registeredRoutes(createApp({ config: readConfig({}), database: unused, logger: createLogger("silent") }));
}

export async function send(baseUrl: string, call: Call, timeoutMs = 10_000): Promise<Response> {
  return fetch(baseUrl + call.path, {
    method: call.method,
    headers: { ...(call.body ? { "Content-Type": "application/json" } : {}), ...call.headers },
    body: call.body ? JSON.stringify(await call.body()) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
}
