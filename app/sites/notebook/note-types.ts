/**
 * The shapes of the notes API (shared by the pages, the server and scripts/verify-note.ts).
 * GET /api/notes/:slug answers a `Note`; its `proof.payload` is the exact JSON text
 * that was signed, and parses to a `ProofPayloadV1` (notes signed before the server
 * witnessed typing) or a `ProofPayloadV2` (app/sites/notebook/proof-schema.ts checks which).
 */
import type { ScoreFlag } from "./typing-log";

export type ViewPolicy = "public" | "passphrase";

export interface Proof {
  alg: "Ed25519";
  /** RFC 7638 thumbprint of the signing key, as listed in /.well-known/jwks.json. */
  kid: string;
  /** The signed JSON text: verify these exact UTF-8 bytes, never a re-serialisation. */
  payload: string;
  /** Ed25519 signature over the payload, base64url without padding. */
  signature: string;
}

/** Rubric "v1": signed before the server witnessed the typing. Old notes keep it. */
export interface ProofPayloadV1 {
  v: 1;
  slug: string;
  /** ISO 8601 UTC, the note's creation time. */
  createdAt: string;
  /** Public note: SHA-256 of the UTF-8 content. Private note: HMAC-SHA256 keyed by a secret inside the envelope. */
  contentHash: string;
  commitment: "sha256" | "hmac-sha256";
  /** Private notes: SHA-256 of the stored envelope (contentEnc), binding the ciphertext. Public: null. */
  envelopeHash: string | null;
  viewPolicy: ViewPolicy;
  isPrivate: boolean;
  /** The server's score, recomputed from the typing events. */
  humanScore: number;
  rubric: "v1";
  isHuman: boolean;
  /** Seconds of writing counted: the page's figure, capped by what the server saw. */
  duration: number;
  /** Seconds the server itself saw between opening the writing session and the create call; null without a valid session. */
  serverObservedSeconds: number | null;
  keystrokeCount: number;
  backspaceCount: number;
  pasteCount: number;
  /** Pastes of over 10 characters (blocked by the page, penalised by the score). */
  largePasteCount: number;
  /** Words per minute at 5 characters a word. */
  typingSpeed: number;
}

/** Code that still reads only v1 payloads; new code names ProofPayloadV1 | ProofPayloadV2. */
export type ProofPayload = ProofPayloadV1;

/**
 * Rubric "v2": only times the server measured, and the summary
 * of the typing log it witnessed (GET /api/notes/:slug/log, whose SHA-256 is logHash).
 * Members in this order; the JSON text is signed as is.
 */
export interface ProofPayloadV2 {
  v: 2;
  slug: string;
  /** ISO 8601 UTC, the submit time (database clock). */
  createdAt: string;
  /** The writing session's public id (22 base64url characters). */
  session: string;
  /** ISO 8601 UTC, when the session opened (database clock). */
  sessionStartedAt: string;
  /** createdAt − sessionStartedAt, in seconds (tenths). */
  typedSeconds: number;
  batchCount: number;
  /** Public: SHA-256 of the content. Private: HMAC-SHA256(commitKey, slug + "\n" + session + "\n" + content). */
  contentHash: string;
  commitment: "sha256" | "hmac-sha256-v2";
  /** Private: SHA-256 of contentEnc. Public: null. */
  envelopeHash: string | null;
  /** SHA-256 (hex) of the stored typing log's text. */
  logHash: string;
  viewPolicy: ViewPolicy;
  isPrivate: boolean;
  rubric: "v2";
  humanScore: number;
  isHuman: boolean;
  flags: ScoreFlag[];
  keys: number;
  corrections: number;
  compositions: number;
  pastes: number;
  largePastes: number;
  wpm: number;
}

export interface Note {
  slug: string;
  content: string | null;
  contentEnc: string | null;
  isPrivate: boolean;
  passphraseHint: string | null;
  createdAt: string;
  viewsCount: number;
  contentHash: string;
  proof: Proof;
  viewPolicy: ViewPolicy;
  /** Size of the stored typing log (GET /api/notes/:slug/log); null for v1 notes, which have none. */
  typingLogBytes: number | null;
}

export interface VerificationResult {
  valid: boolean;
  reason?: string;
  timestamp: string;
}

/** Slugs are 16 base64url characters (96 random bits). Anything else is not a note URL. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export const JWKS_PATH = "/.well-known/jwks.json";

export interface PublicJwk {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
  kid: string;
  alg?: "EdDSA";
  use?: "sig";
}
