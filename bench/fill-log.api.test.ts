import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  completedNodes,
  fromBase64,
  leafHash,
  nodeHash,
  splitPoint,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from "#app/sites/notebook/merkle.ts";
import type { Proof } from "#app/sites/notebook/note-types.ts";
import {
  checkSignedCheckpoint,
  parseVerifierKey,
  proofLeafData,
  type LogConsistency,
  type LogInclusion,
  type VerifierKey,
} from "#app/sites/notebook/public-log.ts";
import type { Db } from "#server/db/database.ts";
import { SigningKeyStore } from "#server/notes/signing-keys.ts";
import { checkpointSigner } from "#server/public-log/checkpoint-signer.ts";
import { integratePending } from "#server/public-log/integrate.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { fillLog, insertSyntheticNotes, logSigningOf, syntheticNoteMaker, syntheticSlug } from "./fill-log";
import { verifyEd25519Raw as verifyEd25519 } from "#server/public-log/verify-ed25519-raw.ts";

const bytes = (base64: string) => fromBase64(base64) as Uint8Array;
const hex = (hash: Uint8Array) => Buffer.from(hash).toString("hex");

/** Everything the log consists of, in a comparable form. */
async function logTables(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const asHex = (rowList: Array<Record<string, unknown>>) =>
    rowList.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? hex(v) : String(v)])),
    );
  return {
    state: asHex(await rows(sql`SELECT size FROM tlog_state`)),
    nodes: asHex(await rows(sql`SELECT level, idx, hash FROM tlog_nodes ORDER BY level, idx`)),
    checkpoints: asHex(await rows(sql`SELECT size, root_hash, signed_note FROM tlog_checkpoints ORDER BY size`)),
    notes: asHex(
      await rows(sql`SELECT slug, log_index, proof::text AS proof, created_at, log_hash FROM notes ORDER BY log_index`),
    ),
  };
}

/** MTH(D[start:end]) straight from RFC 9162's recursion over the leaves, sharing no code with the fill. */
function naiveRoot(leaves: readonly Hash[], start: number, end: number): Hash {
  if (end - start === 1) return leaves[start] as Hash;
  const k = splitPoint(end - start);
  return nodeHash(naiveRoot(leaves, start, start + k), naiveRoot(leaves, start + k, end));
}

describeApi("filling the public log for the benchmark", (harness) => {
  const db = () => harness().database.db;
  const json = async <T>(path: string) => (await (await harness().request(path)).json()) as T;

  it("leaves exactly the log integratePending writes when it appends the same notes", async () => {
    const count = 2_345;
    const filled = await fillLog(db(), { ...logSigningOf(db(), {}), count, startAt: new Date("2026-01-01T00:00:00Z") });
    expect(filled).toMatchObject({ fromSize: 0, size: count, checkpoints: 3 });

    // The same notes, signed by the same key, stored unlogged in another database and appended by the sequencer's code.
    const reference = await createTestDatabase(harness().kind);
    try {
      const pem = (await new SigningKeyStore(db()).active()).privateKey
        .export({ format: "pem", type: "pkcs8" })
        .toString();
      const keys = new SigningKeyStore(reference.database.db, pem);
      const makeNote = syntheticNoteMaker(await keys.active(), new Date("2026-01-01T00:00:00Z"), 0);
      await insertSyntheticNotes(
        reference.database.db,
        Array.from({ length: count }, (_, i) => makeNote(i)),
        null,
      );
      const signer = checkpointSigner(keys, logSigningOf(db(), {}).signer.origin);
      while ((await integratePending(reference.database.db, signer))?.appended);
      expect(await logTables(db())).toEqual(await logTables(reference.database.db));
    } finally {
      await reference.dispose();
    }
  });

  it("appends the notes waiting first, fills on top of a log of odd size, and a real note appended afterwards is consistent with it", async () => {
    const waiting = [
      await writeNote(appPoster(harness()), { content: "Stored before the fill.", pace: "instant" }),
      await writeNote(appPoster(harness()), { content: "Stored before the fill, too.", pace: "instant" }),
    ];
    const filled = await fillLog(db(), { ...logSigningOf(db(), {}), count: 1_500 });
    expect(filled).toMatchObject({ fromSize: 2_347, size: 3_847, checkpoints: 2 });
    for (const [i, note] of waiting.entries())
      expect((await json<LogInclusion>(`/api/notes/log/inclusion?slug=${note.slug}`)).leafIndex).toBe(2_345 + i);

    await writeNote(appPoster(harness()), { content: "Written after the fill.", pace: "instant" });
    expect(await integratePending(db(), logSigningOf(db(), {}).signer)).toEqual({ size: 3_848, appended: 1 });

    // A stranger's checks: the newest checkpoint's signature, a synthetic note's inclusion, consistency from the filled size.
    const inclusion = await json<LogInclusion>(`/api/notes/log/inclusion?slug=${syntheticSlug(2_347 + 1_000)}`);
    const keys = inclusion.verifierKeys.map(parseVerifierKey).filter((key): key is VerifierKey => key !== null);
    const signedRoot = async (size: number) => {
      const checked = await checkSignedCheckpoint(
        await (await harness().request(`/api/notes/log/checkpoint?size=${size}`)).text(),
        inclusion.origin,
        keys,
        verifyEd25519,
      );
      if (!checked.ok) throw new Error(checked.reason);
      return checked.checkpoint.root;
    };
    const newest = await signedRoot(3_848);
    expect(inclusion).toMatchObject({ leafIndex: 2_347 + 1_000, treeSize: 3_848 });
    expect(
      verifyInclusion(
        inclusion.leafIndex,
        inclusion.treeSize,
        bytes(inclusion.leafHash),
        inclusion.inclusionPath.map(bytes),
        newest,
      ),
    ).toBe(true);
    const consistency = await json<LogConsistency>("/api/notes/log/consistency?from=3847&to=3848");
    expect(
      verifyConsistency(3_847, 3_848, await signedRoot(3_847), newest, consistency.consistencyPath.map(bytes)),
    ).toBe(true);

    // Independently of both writers: the stored nodes are exactly the complete subtrees of the leaves' tree, and each checkpoint's root is the tree's.
    const { rows: notes } = (await db().execute(sql`SELECT proof FROM notes ORDER BY log_index`)) as unknown as {
      rows: Array<{ proof: Proof }>;
    };
    const leaves = notes.map((note) => leafHash(proofLeafData(note.proof)));
    const { rows: nodes } = (await db().execute(sql`SELECT level, idx, hash FROM tlog_nodes`)) as unknown as {
      rows: Array<{ level: number; idx: string; hash: Uint8Array }>;
    };
    expect(nodes.map(({ level, idx }) => `${level}:${idx}`).sort()).toEqual(
      completedNodes(0, 3_848)
        .map(({ level, index }) => `${level}:${index}`)
        .sort(),
    );
    for (const { level, idx, hash } of nodes.filter((_, i) => i % 7 === 0)) {
      const start = Number(idx) * 2 ** level;
      expect(hex(hash), `${level}:${idx}`).toBe(hex(naiveRoot(leaves, start, start + 2 ** level)));
    }
    const { rows: checkpoints } = (await db().execute(
      sql`SELECT size, root_hash FROM tlog_checkpoints WHERE size > 2345 ORDER BY size`,
    )) as unknown as {
      rows: Array<{ size: string; root_hash: Uint8Array }>;
    };
    expect(checkpoints.map(({ size }) => Number(size))).toEqual([2_347, 3_347, 3_847, 3_848]);
    for (const { size, root_hash } of checkpoints)
      expect(hex(root_hash), size).toBe(hex(naiveRoot(leaves, 0, Number(size))));
  });
});
