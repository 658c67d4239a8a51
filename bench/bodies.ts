import type { RequestInput } from "#app/forms/felimar-request/schema.ts";
import { personTyping } from "#tests/support/note-writer.ts";
import { mintSolution } from "#tests/support/proof-of-work.ts";

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

/**
 * A Felimar request body for every call, each with its own idempotency key, as each dialog
 * opening makes one, and its own proof of work, minted with the app's key (`hmacKey`) as if
 * the page had solved it: the server checks and spends each, as it would a visitor's.
 */
export function felimarRequestBodies(tag: string, hmacKey: string): () => string {
  const [head, tail] = JSON.stringify({ ...felimarRequestFields(), idempotency_key: PLACEHOLDER }).split(
    `"${PLACEHOLDER}"`,
  ) as [string, string];
  let counter = 0;
  return () =>
    `${head}"bench-${tag}-${String(++counter).padStart(10, "0")}",` +
    `"altcha":"${mintSolution(hmacKey, Date.now() + 600_000)}"${tail}`;
}

/** The note every benchmark note is: 280 characters, typed key by key. */
export const NOTE_TEXT = "Written by hand for the benchmark. ".repeat(8).trim().padEnd(280, ".");

/** A person typing NOTE_TEXT (~35 s): what the page's log of it holds. */
const NOTE_TYPING = personTyping(NOTE_TEXT);

/** Writing sessions the benchmark stores beforehand, one per note (a session makes one note): id, secret and slug of the i-th. */
export const sessionToken = (index: number) => `bench${String(index).padStart(17, "0")}`;
export const sessionSecret = (index: number) => `secret${String(index).padStart(37, "0")}`;
export const sessionSlug = (index: number) => `b${String(index).padStart(15, "0")}`;

/**
 * A public note's create call on a session opened long enough ago: the whole typing log
 * as the final batch, sent when the last key was typed (the page's clock).
 */
export function publicNoteBody(session: { sessionId: string; secret: string }): Record<string, unknown> {
  return {
    sessionId: session.sessionId,
    secret: session.secret,
    seq: 0,
    sentAt: NOTE_TYPING.events.at(-1)?.[0] ?? 0,
    events: NOTE_TYPING.events,
    isPrivate: false,
    viewPolicy: "public",
    passphraseHint: null,
    content: NOTE_TEXT,
    inserted: NOTE_TYPING.inserted,
  };
}

/** A note body per call, each on the next stored session. */
export function publicNoteBodies(): () => string {
  const [head, middle, tail] = JSON.stringify(publicNoteBody({ sessionId: PLACEHOLDER, secret: PLACEHOLDER })).split(
    `"${PLACEHOLDER}"`,
  ) as [string, string, string];
  let counter = 0;
  return () => {
    const index = counter++;
    return `${head}"${sessionToken(index)}"${middle}"${sessionSecret(index)}"${tail}`;
  };
}
