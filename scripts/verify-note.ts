/**
 * Offline verifier for Human Notebook proofs:
 *
 *   npm run verify-note -- https://example.com/writtenbyhuman/note/<slug>
 *
 * Fetches the note (GET /api/notes/:slug) and the published keys
 * (/.well-known/jwks.json), then checks everything locally with node:crypto: the
 * Ed25519 signature over the payload's exact UTF-8 bytes, and SHA-256 of the
 * content against the signed hash. It trusts nothing the server says about
 * validity. Exit code 0 when every check passes, 1 when one fails, 2 on usage or
 * network errors.
 */
import { createHash, createPublicKey, verify } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { Note, ProofPayload, PublicJwk } from "../app/sites/notebook/note-types";

export interface Check {
  label: string;
  ok: boolean;
  detail?: string;
}

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

/** Every check a third party can make from the note and the key set alone. */
export function checkNote(note: Note, keys: PublicJwk[], slug: string): Check[] {
  const checks: Check[] = [];
  const { proof } = note;
  checks.push({ label: 'The proof uses alg "Ed25519"', ok: proof?.alg === "Ed25519", detail: String(proof?.alg) });
  const jwk = keys.find((key) => key.kid === proof?.kid);
  checks.push({
    label: "Its signing key is published in /.well-known/jwks.json",
    ok: Boolean(jwk && jwk.kty === "OKP" && jwk.crv === "Ed25519"),
    detail: `kid ${proof?.kid}`,
  });
  let signed = false;
  if (jwk && typeof proof.payload === "string" && typeof proof.signature === "string") {
    try {
      const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
      signed = verify(null, Buffer.from(proof.payload, "utf8"), key, Buffer.from(proof.signature, "base64url"));
    } catch {
      signed = false;
    }
  }
  checks.push({ label: "The Ed25519 signature is valid over the payload's exact bytes", ok: signed });

  let payload: Partial<ProofPayload> = {};
  try {
    payload = JSON.parse(proof.payload) as ProofPayload;
  } catch {
    checks.push({ label: "The payload is JSON", ok: false });
    return checks;
  }
  checks.push({ label: "The payload names this note", ok: payload.slug === slug, detail: `slug ${payload.slug}` });
  checks.push({ label: "The payload's creation time is the note's", ok: payload.createdAt === note.createdAt, detail: String(payload.createdAt) });
  checks.push({ label: "The note's contentHash is the signed one", ok: payload.contentHash === note.contentHash });
  if (note.content !== null) {
    const hash = sha256Hex(note.content);
    checks.push({
      label: "sha256(content) equals the signed contentHash",
      ok: payload.commitment === "sha256" && hash === payload.contentHash,
      detail: hash,
    });
  } else {
    const envelopeHash = note.contentEnc ? sha256Hex(note.contentEnc) : "";
    checks.push({ label: "sha256(contentEnc) equals the signed envelopeHash (private note)", ok: envelopeHash === payload.envelopeHash, detail: envelopeHash });
  }
  return checks;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function main(args: string[]): Promise<number> {
  const input = args.find((arg) => arg !== "--");
  if (!input) {
    console.error("Usage: npm run verify-note -- <note URL>");
    return 2;
  }
  let target: { origin: string; slug: string };
  let note: Note;
  let keys: PublicJwk[];
  try {
    target = parseNoteUrl(input);
    note = await fetchJson<Note>(`${target.origin}/api/notes/${target.slug}`);
    keys = (await fetchJson<{ keys: PublicJwk[] }>(`${target.origin}/.well-known/jwks.json`)).keys ?? [];
  } catch (error) {
    console.error(`Could not fetch the note: ${(error as Error).message}`);
    return 2;
  }
  console.log(`Note ${target.slug} from ${target.origin}`);
  console.log(`Keys: ${keys.map((key) => key.kid).join(", ") || "none"}\n`);
  const checks = checkNote(note, keys, target.slug);
  for (const check of checks) console.log(`${check.ok ? "✓" : "✗"} ${check.label}${check.detail ? `\n    ${check.detail}` : ""}`);
  const payload = (() => {
    try {
      return JSON.parse(note.proof.payload) as ProofPayload;
    } catch {
      return null;
    }
  })();
  if (payload) {
    console.log(
      `\nSigned: human score ${payload.humanScore}/100 (rubric ${payload.rubric}, ${payload.isHuman ? "human" : "not human"}), ` +
        `${payload.keystrokeCount} keys, ${payload.backspaceCount} backspaces, ${payload.pasteCount} pastes, ${payload.duration} s ` +
        `(${payload.serverObservedSeconds === null ? "no server-witnessed session" : `server saw ${payload.serverObservedSeconds} s`}), created ${payload.createdAt}.`,
    );
    if (note.content === null) console.log("Private note: its text is checked against the salted commitment in the browser, after decrypting.");
  }
  const ok = checks.every((check) => check.ok);
  console.log(ok ? "\nVALID: every check passed." : "\nINVALID: at least one check failed.");
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
