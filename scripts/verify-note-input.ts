/**
 * What `npm run verify-note` reads from outside (a proof file, a JWKS, a consistency
 * answer), checked against strict shapes before any check runs: a malformed or hostile
 * file is refused with the member that is wrong (exit 2), never a stack trace. The
 * checks themselves (signatures, hashes, paths) come later and trust none of it.
 */
import { z } from "zod";
import { fromBase64, HASH_BYTES } from "#app/sites/notebook/merkle.ts";
import type { PublicJwk } from "#app/sites/notebook/note-types.ts";
import { PROOF_FILE_FORMAT, type LogConsistency, type ProofFile } from "#app/sites/notebook/public-log.ts";

/** An Ed25519 public key's x: 32 bytes in unpadded base64url (43 characters). */
const ED25519_X = /^[A-Za-z0-9_-]{43}$/;

const base64Hash = z
  .string()
  .refine((text) => fromBase64(text)?.length === HASH_BYTES, `not the base64 of a ${HASH_BYTES}-byte hash`);
const base64Bytes = z.string().refine((text) => (fromBase64(text)?.length ?? 0) > 0, "not base64");
const size = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const jwkMembers = {
  kty: z.literal("OKP"),
  crv: z.literal("Ed25519"),
  x: z.string().regex(ED25519_X, "not a 32-byte Ed25519 key in base64url"),
  kid: z.string().min(1).max(200),
  alg: z.literal("EdDSA").optional(),
  use: z.literal("sig").optional(),
};
const jwkSchema = z.strictObject(jwkMembers);

const inclusionSchema = z.object({
  origin: z.string().min(1).max(200),
  leafIndex: size,
  treeSize: size,
  leafHash: base64Hash,
  inclusionPath: z.array(base64Hash).max(64),
  checkpoint: z.string().max(4096),
  verifierKeys: z.array(z.string().max(400)).max(100),
  timestamped: z
    .object({
      checkpoint: z.string().max(4096),
      // A TSA's reply with its certificates is a few KB; 64 KB is far above any.
      timestampReply: base64Bytes.refine((text) => text.length <= 65_536, "larger than 64 KB"),
      consistencyPath: z.array(base64Hash).max(128),
    })
    // Files written before `timestamped` (they held the newest checkpoint's timestampReply) read as having none.
    .nullish()
    .transform((stamped) => stamped ?? null),
});

/** The note as far as the checks read it; proof-checks.ts checks the proof's own members strictly. */
const noteSchema = z.looseObject({
  slug: z.string().min(1).max(100),
  content: z.string().nullable(),
  contentEnc: z.string().nullable(),
  createdAt: z.string(),
  contentHash: z.string(),
  proof: z.record(z.string(), z.unknown()),
});

const proofFileSchema = z.object({
  format: z.literal(PROOF_FILE_FORMAT),
  server: z.string().max(2048),
  note: noteSchema,
  typingLog: z.string().nullable(),
  keys: z.array(jwkSchema).max(100),
  log: inclusionSchema.nullable(),
});

const consistencySchema = z.object({ from: size, to: size, consistencyPath: z.array(base64Hash).max(128) });

/** "log.inclusionPath[0]: not the base64 of a 32-byte hash": the first thing wrong, where it is. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "malformed";
  const where = issue.path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
  return `${where || "the whole"}: ${issue.message}`;
}

function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Not ${what}: not JSON.`);
  }
}

/** A proof file's JSON, its whole shape checked; throws saying what is wrong. */
export function parseProofFile(text: string): ProofFile {
  const json = parseJsonText(text, "a proof file");
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== PROOF_FILE_FORMAT) throw new Error(`Not a proof file: its format is not "${PROOF_FILE_FORMAT}".`);
  const parsed = proofFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Not a proof file: ${firstIssue(parsed.error)}.`);
  return parsed.data as unknown as ProofFile;
}

/**
 * A JWKS (/.well-known/jwks.json): its Ed25519 keys, each well-formed. Keys of other
 * types are left out (they sign nothing here); a set with no Ed25519 key is refused.
 */
export function parseJwks(text: string, where: string): PublicJwk[] {
  const json = parseJsonText(text, `a JWKS (${where})`);
  const set = z
    .object({ keys: z.array(z.looseObject({ kty: z.string(), crv: z.string().optional() })) })
    .safeParse(json);
  if (!set.success) throw new Error(`Not a JWKS (${where}): ${firstIssue(set.error)}.`);
  const keys: PublicJwk[] = [];
  for (const [index, key] of set.data.keys.entries()) {
    if (key.kty !== "OKP" || key.crv !== "Ed25519") continue;
    const parsed = z.looseObject(jwkMembers).safeParse(key);
    if (!parsed.success) throw new Error(`Not a JWKS (${where}): keys[${index}].${firstIssue(parsed.error)}.`);
    const { kty, crv, x, kid } = parsed.data;
    keys.push({ kty, crv, x, kid });
  }
  if (keys.length === 0) throw new Error(`The JWKS (${where}) holds no Ed25519 key.`);
  return keys;
}

/** GET /api/notes/log/consistency's answer; throws when it is not one. */
export function parseConsistency(text: string): LogConsistency {
  const parsed = consistencySchema.safeParse(parseJsonText(text, "a consistency proof"));
  if (!parsed.success) throw new Error(`Not a consistency proof: ${firstIssue(parsed.error)}.`);
  return parsed.data;
}
