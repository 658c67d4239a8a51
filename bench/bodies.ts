import type { TypingEvent } from "../app/sites/notebook/human-score";
import type { RequestInput } from "../app/sites/felimar/request-schema";

/** A quote request as the Felimar dialog sends it (without its idempotency key). */
export function felimarRequestFields() {
  return {
    categorie: "airco",
    naam: "Ada de Boer",
    telefoon: "+34 612 345 678",
    email: "ada@example.nl",
    plaats: "Fuengirola",
    details: "De airco in de slaapkamer koelt niet meer goed en maakt een tikkend geluid.",
    voorkeurs_tijd: "volgende dinsdagochtend",
    sleutel_beheer: true,
  } satisfies RequestInput;
}

// Bodies are built once around this marker; each request only fills in its own key.
const PLACEHOLDER = "@key@";

/** A Felimar request body for every call, each with its own idempotency key, as each dialog opening makes one. */
export function felimarRequestBodies(tag: string): () => string {
  const [head, tail] = JSON.stringify({ ...felimarRequestFields(), idempotency_key: PLACEHOLDER }).split(`"${PLACEHOLDER}"`) as [string, string];
  let counter = 0;
  return () => `${head}"bench-${tag}-${String(++counter).padStart(10, "0")}"${tail}`;
}

/** The note every benchmark note is: 280 characters, typed key by key. */
export const NOTE_TEXT = "Written by hand for the benchmark. ".repeat(8).trim().padEnd(280, ".");

/**
 * A public note's create body, typed one key every `stepMs` (the page's event log),
 * with the session the page opened when the visitor started writing.
 */
export function publicNoteBody(sessionId: string | undefined, stepMs: number): Record<string, unknown> {
  const events: TypingEvent[] = Array.from(NOTE_TEXT, (_, i) => ({ type: "keydown", contentLength: i + 1, timestamp: i * stepMs }));
  const seconds = (events.length * stepMs) / 1000;
  return {
    isPrivate: false,
    viewPolicy: "public",
    passphraseHint: null,
    humanScore: 90,
    sessionMetadata: { duration: Math.round(seconds * 10) / 10 + 0.3, keystrokeCount: events.length, typingSpeed: Math.round(events.length / 5 / (seconds / 60)) },
    ...(sessionId ? { sessionId } : {}),
    events,
    content: NOTE_TEXT,
  };
}

/** Session tokens the benchmark stores beforehand: 22 base64url characters, like real ones. */
export const sessionToken = (index: number) => `bench${String(index).padStart(17, "0")}`;

/** A note body per call, each with the next pre-opened session (sessions are single-use). */
export function publicNoteBodies(stepMs: number): () => string {
  const [head, tail] = JSON.stringify(publicNoteBody(PLACEHOLDER, stepMs)).split(`"${PLACEHOLDER}"`) as [string, string];
  let counter = 0;
  return () => `${head}"${sessionToken(counter++)}"${tail}`;
}
