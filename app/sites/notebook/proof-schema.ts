/**
 * The strict schema of a note's proof, shared by the server's
 * verify endpoint, the note page and `npm run verify-note`: the proof object has
 * exactly alg/kid/payload/signature, the signature is canonical base64url (one text
 * per signature: no padding, no stray low bits in its last character), and the
 * payload has exactly the members of v1 (notes signed before the server witnessed
 * typing) or of v2, with the right types. Anything else is not a proof.
 *
 * Dependency-free (no zod): it runs in the browser, the server and scripts alike.
 */
import { isHumanScore } from "./human-score";
import { SLUG_PATTERN, type Proof, type ProofPayloadV1, type ProofPayloadV2 } from "./note-types";
import { SESSION_ID_PATTERN, type Checked, type ScoreFlagCode } from "./typing-log";

/** An Ed25519 signature is 64 bytes: 86 base64url characters without padding. */
export const SIGNATURE_CHARS = 86;

/** Payload v1's members, in the order today's buildPayload (server/notes/proof.ts) writes them. */
export const PAYLOAD_V1_MEMBERS = [
  "v",
  "slug",
  "createdAt",
  "contentHash",
  "commitment",
  "envelopeHash",
  "viewPolicy",
  "isPrivate",
  "humanScore",
  "rubric",
  "isHuman",
  "duration",
  "serverObservedSeconds",
  "keystrokeCount",
  "backspaceCount",
  "pasteCount",
  "largePasteCount",
  "typingSpeed",
] as const satisfies readonly (keyof ProofPayloadV1)[];

/** Payload v2's members, in the order they are signed. */
export const PAYLOAD_V2_MEMBERS = [
  "v",
  "slug",
  "createdAt",
  "session",
  "sessionStartedAt",
  "typedSeconds",
  "batchCount",
  "contentHash",
  "commitment",
  "envelopeHash",
  "logHash",
  "viewPolicy",
  "isPrivate",
  "rubric",
  "humanScore",
  "isHuman",
  "flags",
  "keys",
  "corrections",
  "compositions",
  "pastes",
  "largePastes",
  "wpm",
] as const satisfies readonly (keyof ProofPayloadV2)[];

const FLAG_CODES: readonly ScoreFlagCode[] = [
  "machine-speed",
  "constant-rhythm",
  "too-fast",
  "replacement-heavy",
  "clock-ahead",
  "clock-too-fast",
  "no-typing-time",
];
const PROOF_MEMBERS = ["alg", "kid", "payload", "signature"];
const FLAG_MEMBERS = ["code", "penalty"];

export type ProofParts = { proof: Proof; payload: ProofPayloadV1 | ProofPayloadV2 };

const BASE64URL_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * Strict base64url without padding: only the alphabet, no impossible length, and the
 * unused low bits of the last character zero, so decoding and re-encoding gives the
 * same text (otherwise up to 16 texts decode to the same signature bytes).
 */
export function isCanonicalBase64Url(text: string): boolean {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return false;
  const tail = text.length % 4;
  if (tail === 1) return false;
  if (tail === 0) return true;
  const last = BASE64URL_ALPHABET.indexOf(text.charAt(text.length - 1));
  // 2 characters carry 1 byte (4 spare bits), 3 characters 2 bytes (2 spare bits).
  const spareBits = tail === 2 ? 0b1111 : 0b11;
  return (last & spareBits) === 0;
}

/** Parses a proof object and its signed payload; refuses anything but the exact v1 or v2 shape. */
export function parseProof(value: unknown): Checked<ProofParts> {
  const refuse = (message: string): Checked<ProofParts> => ({ ok: false, message });
  if (!isRecord(value) || !hasExactly(value, PROOF_MEMBERS))
    return refuse("The proof must have exactly alg, kid, payload and signature.");
  if (value.alg !== "Ed25519") return refuse('The proof\'s alg must be "Ed25519".');
  if (typeof value.kid !== "string" || !KID.test(value.kid))
    return refuse("The proof's kid must be a key thumbprint (43 base64url characters).");
  if (
    typeof value.signature !== "string" ||
    value.signature.length !== SIGNATURE_CHARS ||
    !isCanonicalBase64Url(value.signature)
  ) {
    return refuse(
      `The signature is malformed: an Ed25519 signature is 64 bytes of canonical base64url (${SIGNATURE_CHARS} characters, no padding).`,
    );
  }
  if (typeof value.payload !== "string") return refuse("The proof's payload must be the signed JSON text.");
  let payload: unknown;
  try {
    payload = JSON.parse(value.payload);
  } catch {
    return refuse("The signed payload is not valid JSON.");
  }
  if (!isRecord(payload)) return refuse("The signed payload is not a JSON object.");
  const problem =
    payload.v === 1
      ? payloadV1Problem(payload)
      : payload.v === 2
        ? payloadV2Problem(payload)
        : "The signed payload's version must be 1 or 2.";
  if (problem) return refuse(problem);
  return {
    ok: true,
    value: { proof: value as unknown as Proof, payload: payload as unknown as ProofPayloadV1 | ProofPayloadV2 },
  };
}

// ---------------------------------------------------------------------------

/** RFC 7638 thumbprint: SHA-256, 43 base64url characters. */
const KID = /^[A-Za-z0-9_-]{43}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;
/** Date.prototype.toISOString's form, the only one the server writes. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Rule = (value: unknown) => boolean;
const isBoolean: Rule = (value) => typeof value === "boolean";
const isCount: Rule = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
/** Seconds in tenths, as the server rounds them. */
const isSeconds: Rule = (value) =>
  typeof value === "number" &&
  value >= 0 &&
  Number.isSafeInteger(Math.round(value * 10)) &&
  Math.round(value * 10) / 10 === value;
const isScore: Rule = (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;
const isHash: Rule = (value) => typeof value === "string" && HEX_SHA256.test(value);
const isInstant: Rule = (value) =>
  typeof value === "string" && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
const isSlug: Rule = (value) => typeof value === "string" && SLUG_PATTERN.test(value);
const isViewPolicy: Rule = (value) => value === "public" || value === "passphrase";
const orNull =
  (rule: Rule): Rule =>
  (value) =>
    value === null || rule(value);
const is =
  (expected: unknown): Rule =>
  (value) =>
    value === expected;
const isFlags: Rule = (value) =>
  Array.isArray(value) &&
  value.every(
    (flag) =>
      isRecord(flag) &&
      hasExactly(flag, FLAG_MEMBERS) &&
      FLAG_CODES.includes(flag.code as ScoreFlagCode) &&
      Number.isInteger(flag.penalty) &&
      (flag.penalty as number) > 0,
  );

const V1_RULES: Record<(typeof PAYLOAD_V1_MEMBERS)[number], Rule> = {
  v: is(1),
  slug: isSlug,
  createdAt: isInstant,
  contentHash: isHash,
  commitment: (value) => value === "sha256" || value === "hmac-sha256",
  envelopeHash: orNull(isHash),
  viewPolicy: isViewPolicy,
  isPrivate: isBoolean,
  humanScore: isScore,
  rubric: is("v1"),
  isHuman: isBoolean,
  duration: isSeconds,
  serverObservedSeconds: orNull(isSeconds),
  keystrokeCount: isCount,
  backspaceCount: isCount,
  pasteCount: isCount,
  largePasteCount: isCount,
  typingSpeed: isCount,
};

const V2_RULES: Record<(typeof PAYLOAD_V2_MEMBERS)[number], Rule> = {
  v: is(2),
  slug: isSlug,
  createdAt: isInstant,
  session: (value) => typeof value === "string" && SESSION_ID_PATTERN.test(value),
  sessionStartedAt: isInstant,
  typedSeconds: isSeconds,
  batchCount: (value) => isCount(value) && (value as number) >= 1,
  contentHash: isHash,
  commitment: (value) => value === "sha256" || value === "hmac-sha256-v2",
  envelopeHash: orNull(isHash),
  logHash: isHash,
  viewPolicy: isViewPolicy,
  isPrivate: isBoolean,
  rubric: is("v2"),
  humanScore: isScore,
  isHuman: isBoolean,
  flags: isFlags,
  keys: isCount,
  corrections: isCount,
  compositions: isCount,
  pastes: isCount,
  largePastes: isCount,
  wpm: isCount,
};

function payloadV1Problem(payload: Record<string, unknown>): string | null {
  return membersProblem(payload, V1_RULES, 1) ?? commitmentProblem(payload, "hmac-sha256");
}

function payloadV2Problem(payload: Record<string, unknown>): string | null {
  return (
    membersProblem(payload, V2_RULES, 2) ??
    commitmentProblem(payload, "hmac-sha256-v2") ??
    (Date.parse(payload.sessionStartedAt as string) > Date.parse(payload.createdAt as string)
      ? "The signed payload's session starts after the note was created."
      : null)
  );
}

function membersProblem(payload: Record<string, unknown>, rules: Record<string, Rule>, version: number): string | null {
  const members = Object.keys(rules);
  if (!hasExactly(payload, members)) {
    const unknown = Object.keys(payload).filter((key) => !Object.hasOwn(rules, key));
    const missing = members.filter((key) => !Object.hasOwn(payload, key));
    return `The signed payload does not have exactly the members of a v${version} proof (${[...unknown.map((key) => `unknown: ${key}`), ...missing.map((key) => `missing: ${key}`)].join(", ")}).`;
  }
  const wrong = members.find((member) => !rules[member]?.(payload[member]));
  return wrong === undefined
    ? null
    : `The signed payload's ${wrong} has the wrong type or value for a v${version} proof.`;
}

/** Private ⇔ the private commitment ⇔ an envelope hash; and isHuman agrees with the score. */
function commitmentProblem(payload: Record<string, unknown>, privateCommitment: string): string | null {
  const isPrivate = payload.isPrivate === true;
  if ((payload.commitment === privateCommitment) !== isPrivate || (payload.envelopeHash !== null) !== isPrivate) {
    return "The signed payload's isPrivate, commitment and envelopeHash disagree.";
  }
  if (payload.isHuman !== isHumanScore(payload.humanScore as number))
    return "The signed payload's isHuman disagrees with its humanScore.";
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}
