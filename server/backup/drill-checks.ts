import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { and, asc, desc, gt, inArray, lt } from "drizzle-orm";
import { leafHash, proofNodes, rootHash, sameHash, type NodeId } from "#app/sites/notebook/merkle.ts";
import type { Proof, PublicJwk } from "#app/sites/notebook/note-types.ts";
import { parseProof } from "#app/sites/notebook/proof-schema.ts";
import {
  checkSignedCheckpoint,
  parseCheckpointBody,
  parseSignedNote,
  parseVerifierKey,
  proofLeafData,
  verifierKey,
  type VerifierKey,
} from "#app/sites/notebook/public-log.ts";
import type { Db } from "../db/database";
import { notes, signingKeys, storedImageFiles, tlogCheckpoints, tlogState } from "../db/schema";
import { digestOf } from "../images/process-image";
import { verifyProof } from "../notes/proof";
import { storedLog, storedProof } from "../notes/read-note";
import { rawPublicKey } from "../public-log/checkpoint-signer";
import { verifyEd25519Raw } from "../public-log/verify-ed25519-raw";
import { lookupIn, nodeKey, readNodes } from "../public-log/nodes";

/** One line of the drill's report: what was checked, whether it held, and what was found. */
export interface DrillCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** Lists at most this many failures by name in a line; the count says the rest. */
const NAMED = 5;

const listed = (items: string[]) =>
  items.slice(0, NAMED).join("; ") + (items.length > NAMED ? `; and ${items.length - NAMED} more` : "");

/** Row counts after the restore against the ones counted in the dump's own snapshot (./manifest.ts). */
export function compareCounts(expected: Record<string, number>, restored: Record<string, number>): DrillCheck {
  const differences = Object.entries(expected)
    .filter(([table, rows]) => restored[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} backed up, ${restored[table] ?? "no table"} restored`);
  const rows = Object.values(expected).reduce((sum, count) => sum + count, 0);
  return {
    name: "Row counts per table",
    ok: differences.length === 0,
    detail:
      differences.length === 0
        ? `${Object.keys(expected).length} tables, ${rows} rows, as backed up`
        : listed(differences),
  };
}

/** The published keys by kid (retired ones too), as the API's verify endpoint finds them. */
async function publicKeys(db: Db): Promise<Map<string, PublicJwk>> {
  const rows = await db.select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk }).from(signingKeys);
  return new Map(rows.map((row) => [row.kid, row.publicJwk as PublicJwk]));
}

const keyObject = (jwk: PublicJwk): KeyObject =>
  createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });

/**
 * Every note's proof against its key: the signature over the payload as stored (every note,
 * private ones too), and for a public note the whole check POST /api/notes/verify makes
 * (verifyProof, server/notes/proof.ts: content hash, typing log).
 */
export async function checkNotes(db: Db): Promise<DrillCheck> {
  const keys = await publicKeys(db);
  const lookup = {
    publicKey: async (kid: string) => {
      const jwk = keys.get(kid);
      return jwk ? keyObject(jwk) : null;
    },
    storedProof: (slug: string) => storedProof(db, slug),
    storedLog: (slug: string) => storedLog(db, slug),
  };
  const failures: string[] = [];
  let count = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .select({ slug: notes.slug, content: notes.content, isPrivate: notes.isPrivate, proof: notes.proof })
      .from(notes)
      .where(gt(notes.slug, after))
      .orderBy(asc(notes.slug))
      .limit(200);
    if (rows.length === 0) break;
    for (const row of rows) {
      count++;
      const problem = await noteProblem(row, lookup);
      if (problem) failures.push(`${row.slug}: ${problem}`);
    }
    after = rows.at(-1)!.slug;
  }
  return {
    name: "Notebook proofs verify against their keys",
    ok: failures.length === 0,
    detail: failures.length === 0 ? `${count} notes` : `${failures.length} of ${count} fail: ${listed(failures)}`,
  };
}

async function noteProblem(
  row: { content: string | null; isPrivate: boolean; proof: unknown },
  lookup: Parameters<typeof verifyProof>[2],
): Promise<string | null> {
  const parsed = parseProof(row.proof);
  if (!parsed.ok) return parsed.message;
  const { proof } = parsed.value;
  const key = await lookup.publicKey(proof.kid);
  if (!key) return `no stored key has kid ${proof.kid}`;
  if (!verify(null, Buffer.from(proof.payload, "utf8"), key, Buffer.from(proof.signature, "base64url"))) {
    return "the signature does not verify";
  }
  if (row.isPrivate || row.content === null) return null;
  const result = await verifyProof(row.proof, row.content, lookup);
  return result.valid ? null : (result.reason ?? "not valid");
}

/**
 * The public log's newest checkpoint against the stored tree: signed by a stored key, its
 * root the one the stored subtrees make and the one stored beside it, no larger than the
 * log's state, and every logged note's leaf (from its stored proof) the stored leaf hash.
 */
export async function checkPublicLog(db: Db): Promise<DrillCheck> {
  const name = "The public log's newest checkpoint matches the stored tree";
  const fail = (detail: string): DrillCheck => ({ name, ok: false, detail });
  const [newest] = await db.select().from(tlogCheckpoints).orderBy(desc(tlogCheckpoints.size)).limit(1);
  if (!newest) return { name, ok: true, detail: "no checkpoint yet" };
  const body = parseSignedNote(newest.signedNote)?.body;
  const origin = body ? parseCheckpointBody(body)?.origin : undefined;
  if (!origin) return fail("the newest checkpoint does not parse");
  const verifiers = [...(await publicKeys(db)).values()]
    .map((jwk) => parseVerifierKey(verifierKey(origin, rawPublicKey(jwk))))
    .filter((key): key is VerifierKey => key !== null);
  const checked = await checkSignedCheckpoint(newest.signedNote, origin, verifiers, verifyEd25519Raw);
  if (!checked.ok) return fail(checked.reason);
  const size = checked.checkpoint.size;
  if (size !== newest.size) return fail(`the checkpoint says ${size} leaves, its row ${newest.size}`);
  const [state] = await db.select({ size: tlogState.size }).from(tlogState);
  if ((state?.size ?? 0) < size)
    return fail(`the log's state has ${state?.size ?? 0} leaves, fewer than its checkpoint`);
  let root;
  try {
    root = rootHash(
      size,
      lookupIn(
        await readNodes(
          db,
          proofNodes((node) => rootHash(size, node)),
        ),
      ),
    );
  } catch (error) {
    return fail((error as Error).message);
  }
  if (!sameHash(root, checked.checkpoint.root)) return fail("the stored tree's root is not the checkpoint's");
  if (!sameHash(root, new Uint8Array(newest.rootHash))) return fail("the stored root hash is not the checkpoint's");
  const wrongLeaves = await wrongLeafCount(db, size);
  if (wrongLeaves > 0) return fail(`${wrongLeaves} logged notes' proofs are not their stored leaves`);
  return { name, ok: true, detail: `${size} leaves, root and leaves as signed` };
}

async function wrongLeafCount(db: Db, size: number): Promise<number> {
  let wrong = 0;
  let after = -1;
  for (;;) {
    const rows = await db
      .select({ proof: notes.proof, logIndex: notes.logIndex })
      .from(notes)
      .where(and(gt(notes.logIndex, after), lt(notes.logIndex, size)))
      .orderBy(asc(notes.logIndex))
      .limit(500);
    if (rows.length === 0) return wrong;
    const ids: NodeId[] = rows.map((row) => ({ level: 0, index: row.logIndex! }));
    const nodes = await readNodes(db, ids);
    for (const row of rows) {
      const stored = nodes.get(nodeKey(0, row.logIndex!));
      if (!stored || !sameHash(stored, leafHash(proofLeafData(row.proof as Proof)))) wrong++;
    }
    after = rows.at(-1)!.logIndex!;
  }
}

/** Every stored photo file's bytes against the digest its name is (server/images/process-image.ts). */
export async function checkPhotos(db: Db): Promise<DrillCheck> {
  const names = (await db.select({ name: storedImageFiles.name }).from(storedImageFiles)).map((row) => row.name);
  const wrong: string[] = [];
  for (let start = 0; start < names.length; start += 20) {
    const rows = await db
      .select({ name: storedImageFiles.name, bytes: storedImageFiles.bytes })
      .from(storedImageFiles)
      .where(inArray(storedImageFiles.name, names.slice(start, start + 20)));
    for (const row of rows) {
      if (digestOf(new Uint8Array(row.bytes)) !== row.name.replace(/\.[a-z]+$/, "")) wrong.push(row.name);
    }
  }
  return {
    name: "Every photo's bytes match their digest",
    ok: wrong.length === 0,
    detail:
      wrong.length === 0 ? `${names.length} files` : `${wrong.length} of ${names.length} differ: ${listed(wrong)}`,
  };
}
