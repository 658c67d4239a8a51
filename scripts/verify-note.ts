/**
 * Offline verifier for Human Notebook proofs:
 *
 *   npm run verify-note -- https://example.com/writtenbyhuman/note/<slug>
 *
 * Fetches the note (GET /api/notes/:slug), its typing log (GET /api/notes/:slug/log,
 * v2 notes) and the published keys (/.well-known/jwks.json), then checks everything
 * locally with node:crypto and the same checks as the note page
 * (app/sites/notebook/proof-checks.ts): the strict proof schema, the Ed25519
 * signature over the payload's exact UTF-8 bytes, the content (or the envelope of a
 * private note) against the signed hash, and for v2 the log against logHash, the
 * text rebuilt from it, and its score computed again. It trusts nothing the server
 * says about validity. Exit codes (EXIT_CODES): 0 when every check passes, 1 when
 * one fails, 2 on usage or network errors, 3 when every check passes on a private
 * note: its signature, envelope and log hold, but its text is not checked (only its
 * passphrase opens it: a note of random bytes that no one can open passes too).
 */
import { createHash, createPublicKey, verify } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { Note, PublicJwk } from "../app/sites/notebook/note-types";
import { proofChecks, type Check } from "../app/sites/notebook/proof-checks";
import { parseProof } from "../app/sites/notebook/proof-schema";
import { describeTyping } from "../app/sites/notebook/typing-log";

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Where the note and the keys live, from a note page URL (or an /api/notes/:slug URL). */
export function parseNoteUrl(input: string): { origin: string; slug: string } {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new Error(`Not a URL: ${input}`);
  }
  const match = /\/(?:writtenbyhuman\/note|api\/notes)\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) throw new Error(`Not a note URL (expected …/writtenbyhuman/note/<slug>): ${input}`);
  return { origin: url.origin, slug: match[1] };
}

/** Every check a third party can make from the note, its typing log (v2) and the key set alone. */
export function checkNote(note: Note, keys: PublicJwk[], slug: string, logText: string | null): Check[] {
  const parsed = parseProof(note.proof);
  let keyPublished = false;
  let signatureValid = false;
  if (parsed.ok) {
    const { proof } = parsed.value;
    const jwk = keys.find((key) => key.kid === proof.kid && key.kty === "OKP" && key.crv === "Ed25519");
    keyPublished = jwk !== undefined;
    try {
      const key = jwk && createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
      signatureValid = key !== undefined && verify(null, Buffer.from(proof.payload, "utf8"), key, Buffer.from(proof.signature, "base64url"));
    } catch {
      signatureValid = false;
    }
  }
  const stored = note.content ?? note.contentEnc;
  const { checks } = proofChecks(
    { ...note, slug },
    {
      parsed,
      keyPublished,
      signatureValid,
      contentSha256: stored === null ? null : sha256Hex(stored),
      log: logText === null ? null : { text: logText, sha256: sha256Hex(logText) },
    },
  );
  // The URL's slug, not only the note's own: a note served under another address is not this one.
  if (note.slug !== slug) checks.push({ ok: false, label: "The note is the one at this address", failure: `The server answered note ${note.slug}.` });
  return checks;
}

export const EXIT_CODES = { valid: 0, invalid: 1, usageOrNetwork: 2, privateUnchecked: 3 } as const;

/** The last line and the exit code: "VALID" only when the text itself was checked. */
export function verdict(note: Pick<Note, "content">, checks: readonly Check[]): { line: string; exitCode: number } {
  if (!checks.every((check) => check.ok)) return { line: "INVALID: at least one check failed.", exitCode: EXIT_CODES.invalid };
  if (note.content === null) {
    return {
      line:
        "SIGNATURE CHECKED (text not checked: private note). Its proof, envelope and typing log hold; its text is checked against the salted commitment only in the browser, after decrypting.",
      exitCode: EXIT_CODES.privateUnchecked,
    };
  }
  return { line: "VALID: every check passed.", exitCode: EXIT_CODES.valid };
}

/** What the proof says, in a sentence, for v1 and v2 payloads alike. */
export function describeProof(note: Note): string | null {
  const parsed = parseProof(note.proof);
  if (!parsed.ok) return null;
  const { payload } = parsed.value;
  const verdict = `human score ${payload.humanScore}/100 (rubric ${payload.rubric}, ${payload.isHuman ? "human" : "not human"})`;
  if (payload.v === 1) {
    return (
      `Signed: ${verdict}, ${payload.keystrokeCount} keys, ${payload.backspaceCount} backspaces, ${payload.pasteCount} pastes, ${payload.duration} s, created ${payload.createdAt}.\n` +
      "Rubric v1: signed before the server witnessed the typing; its times and counts are the writing page's own figures."
    );
  }
  const flags = payload.flags.length ? ` Flags: ${payload.flags.map((flag) => `${flag.code} (−${flag.penalty})`).join(", ")}.` : "";
  return `Signed: ${verdict}, ${describeTyping(payload)}, ${payload.wpm} wpm; session ${payload.session} opened ${payload.sessionStartedAt}, ${payload.batchCount} batches witnessed, created ${payload.createdAt}.${flags}`;
}

async function fetchJson<T>(url: string): Promise<T> {
  return JSON.parse(await fetchText(url)) as T;
}

/** The body as text: a typing log is hashed exactly as served. */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

async function main(args: string[]): Promise<number> {
  const input = args.find((arg) => arg !== "--");
  if (!input) {
    console.error("Usage: npm run verify-note -- <note URL>");
    return EXIT_CODES.usageOrNetwork;
  }
  let target: { origin: string; slug: string };
  let note: Note;
  let keys: PublicJwk[];
  let logText: string | null = null;
  try {
    target = parseNoteUrl(input);
    note = await fetchJson<Note>(`${target.origin}/api/notes/${target.slug}`);
    keys = (await fetchJson<{ keys: PublicJwk[] }>(`${target.origin}/.well-known/jwks.json`)).keys ?? [];
    // A v2 proof signs the hash of the typing log: fetch it (a missing one fails its check below).
    const parsed = parseProof(note.proof);
    if (parsed.ok && parsed.value.payload.v === 2) logText = await fetchText(`${target.origin}/api/notes/${target.slug}/log`).catch(() => null);
  } catch (error) {
    console.error(`Could not fetch the note: ${(error as Error).message}`);
    return EXIT_CODES.usageOrNetwork;
  }
  console.log(`Note ${target.slug} from ${target.origin}`);
  console.log(`Keys: ${keys.map((key) => key.kid).join(", ") || "none"}\n`);
  const checks = checkNote(note, keys, target.slug, logText);
  for (const check of checks) console.log(`${check.ok ? "✓" : "✗"} ${check.label}${check.ok ? "" : `\n    ${check.failure}`}${check.detail ? `\n    ${check.detail}` : ""}`);
  const summary = describeProof(note);
  if (summary) console.log(`\n${summary}`);
  const { line, exitCode } = verdict(note, checks);
  console.log(`\n${line}`);
  return exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
