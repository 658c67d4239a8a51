import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { logChecks, logOriginOfUrl, timestampedChecks } from "./log-checks";
import { verifyEd25519Raw } from "#server/public-log/verify-ed25519-raw.ts";
import { loggedCheckpoint, loggedInclusion, TEST_ORIGIN } from "./log.fixtures";
import { fromBase64, toBase64 } from "./merkle";
import { signedNoteV2, TEST_JWK } from "./proof.fixtures";
import {
  checkpointBody,
  formatSignedNote,
  keyHash,
  parseCheckpointBody,
  parseSignedNote,
  verifierKey,
  type LogInclusion,
} from "./public-log";

const { note } = signedNoteV2("Logged, then checked by anyone who kept the file.");
const context = { origin: TEST_ORIGIN, jwks: [TEST_JWK], verifyEd25519: verifyEd25519Raw };

async function failing(inclusion: LogInclusion, proof = note.proof, options = context) {
  const { checks } = await logChecks(proof, inclusion, options);
  return checks.filter((check) => !check.ok).map((check) => check.label);
}

const SIGNED = `The checkpoint is signed by the log ${TEST_ORIGIN} with a published key`;
const LEAF = "The log's leaf is this proof: SHA-256(0x00 ‖ proof) is the entry's leaf hash";
const KEYS = "The log's keys are the published signing keys";
const path = (n: number) => `The audit path proves entry #${n} is in the checkpoint's tree`;

/** Flips one bit of a base64 hash. */
function flipped(base64: string): string {
  const bytes = fromBase64(base64)!;
  bytes[0] = bytes[0]! ^ 1;
  return toBase64(bytes);
}

describe("the log's name", () => {
  it("is the site's host (with its port) and /writtenbyhuman, whatever the URL's path or scheme", () => {
    expect(logOriginOfUrl("http://localhost:3000/writtenbyhuman")).toBe("localhost:3000/writtenbyhuman");
    expect(logOriginOfUrl("https://example.com/writtenbyhuman/note/x?y#z")).toBe("example.com/writtenbyhuman");
    expect(logOriginOfUrl("https://example.com:443/")).toBe("example.com/writtenbyhuman");
  });
});

describe("a note's entry in the public log", () => {
  it("holds for the proof's own leaf, wherever it is in trees of 1 to 9 entries", async () => {
    for (let before = 0; before < 5; before++) {
      for (const after of [0, 1, 4]) {
        const report = await logChecks(note.proof, loggedInclusion(note.proof, { before, after }), context);
        expect(report.checks.filter((check) => !check.ok)).toEqual([]);
        expect(report.entry).toMatchObject({ origin: TEST_ORIGIN, leafIndex: before, treeSize: before + 1 + after });
      }
    }
  });

  it("fails a proof changed after it was logged", async () => {
    const inclusion = loggedInclusion(note.proof);
    const changed = { ...note.proof, signature: note.proof.signature.replace(/^./, (c) => (c === "A" ? "B" : "A")) };
    expect(await failing(inclusion, changed)).toEqual([LEAF, path(5)]);
    expect((await logChecks(changed, inclusion, context)).entry).toBeNull();
  });

  it("fails an answer whose leaf hash, audit path, index or tree size was changed", async () => {
    const inclusion = loggedInclusion(note.proof);
    expect(await failing({ ...inclusion, leafHash: flipped(inclusion.leafHash) })).toEqual([LEAF]);
    expect(
      await failing({
        ...inclusion,
        inclusionPath: [flipped(inclusion.inclusionPath[0]!), ...inclusion.inclusionPath.slice(1)],
      }),
    ).toEqual([path(5)]);
    expect(await failing({ ...inclusion, inclusionPath: inclusion.inclusionPath.slice(1) })).toEqual([path(5)]);
    expect(await failing({ ...inclusion, inclusionPath: ["not base64", ...inclusion.inclusionPath.slice(1)] })).toEqual(
      [path(5)],
    );
    expect(await failing({ ...inclusion, leafIndex: 3 })).toEqual([path(4)]);
    const { checks } = await logChecks(note.proof, { ...inclusion, treeSize: 8 }, context);
    expect(checks.find((check) => !check.ok)?.failure).toBe(
      "The log's entry names a tree of 8 entries, but its checkpoint signs 7.",
    );
  });

  it("fails a checkpoint whose text or signature was changed, or that is another log's", async () => {
    const inclusion = loggedInclusion(note.proof);
    const signedNote = parseSignedNote(inclusion.checkpoint)!;
    const checkpoint = parseCheckpointBody(signedNote.body)!;
    // The root changed, the old signature kept.
    const otherRoot = formatSignedNote(
      checkpointBody({ ...checkpoint, root: fromBase64(flipped(toBase64(checkpoint.root)))! }),
      signedNote.signatures,
    );
    expect(await failing({ ...inclusion, checkpoint: otherRoot })).toEqual([SIGNED]);
    const badSignature = signedNote.signatures.map((s) => ({
      ...s,
      signature: s.signature.map((byte, i) => (i === 0 ? byte ^ 1 : byte)),
    }));
    expect(await failing({ ...inclusion, checkpoint: formatSignedNote(signedNote.body, badSignature) })).toEqual([
      SIGNED,
    ]);
    expect(await failing({ ...inclusion, checkpoint: "not a checkpoint" })).toEqual([SIGNED]);
    const { checks } = await logChecks(note.proof, inclusion, { ...context, origin: "elsewhere.test/writtenbyhuman" });
    expect(checks.filter((check) => !check.ok).map((check) => check.failure)).toContain(
      `The log's checkpoint does not hold: The checkpoint is of another log (${TEST_ORIGIN}).`,
    );
  });

  it("refuses a log key that is not a published signing key, even when its signature is good (a file bringing its own key)", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const raw = new Uint8Array(Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url"));
    const genuine = loggedInclusion(note.proof);
    const body = parseSignedNote(genuine.checkpoint)!.body;
    const forged: LogInclusion = {
      ...genuine,
      checkpoint: formatSignedNote(body, [
        {
          name: TEST_ORIGIN,
          keyHash: keyHash(TEST_ORIGIN, raw),
          signature: new Uint8Array(sign(null, Buffer.from(body), privateKey)),
        },
      ]),
      verifierKeys: [verifierKey(TEST_ORIGIN, raw)],
    };
    expect(await failing(forged)).toEqual([KEYS, SIGNED]);
    // With the published keys gone, the genuine log fails too: the JWKS is what is trusted.
    expect(await failing(genuine, note.proof, { ...context, jwks: [] })).toEqual([KEYS, SIGNED]);
  });
});

describe("the checkpoint a timestamp dates the entry by", () => {
  const stampedAt = async (size: number) => {
    const inclusion = loggedInclusion(note.proof, { stamped: { size, timestampReply: "AA==" } });
    const report = await logChecks(note.proof, inclusion, context);
    return { stamped: inclusion.timestamped!, entry: report.entry! };
  };
  const failingOf = async (report: Promise<{ checks: Array<{ ok: boolean; label: string }> }>) =>
    (await report).checks.filter((check) => !check.ok).map((check) => check.label);
  const COVERS = "The timestamped checkpoint covers entry #5";
  const prefix = (size: number) =>
    `The timestamped checkpoint (${size}) is a prefix of the entry's tree (7): the entry is in it`;

  it("holds for every checkpoint from the entry's own to the newest, and gives the exact text to timestamp", async () => {
    for (const size of [5, 6, 7]) {
      const { stamped, entry: held } = await stampedAt(size);
      const report = await timestampedChecks(stamped, held, context);
      expect(report.checks.filter((check) => !check.ok)).toEqual([]);
      expect(report.checkpointText).toBe(loggedCheckpoint(note.proof, size));
    }
  });

  it("fails one signed before the entry, one larger than the entry's tree, another tree's, another log's or another key's", async () => {
    const { stamped, entry: held } = await stampedAt(5);
    expect(
      await failingOf(timestampedChecks({ ...stamped, checkpoint: loggedCheckpoint(note.proof, 4) }, held, context)),
    ).toEqual([COVERS, prefix(4)]);
    expect(await failingOf(timestampedChecks(stamped, { ...held, treeSize: 4 }, context))).toContain(COVERS);
    expect(
      await failingOf(
        timestampedChecks(
          { ...stamped, consistencyPath: [flipped(stamped.consistencyPath[0]!), ...stamped.consistencyPath.slice(1)] },
          held,
          context,
        ),
      ),
    ).toEqual([prefix(5)]);
    expect(await failingOf(timestampedChecks({ ...stamped, consistencyPath: ["not base64"] }, held, context))).toEqual([
      prefix(5),
    ]);
    const signedLabel = `The timestamped checkpoint is signed by the log ${TEST_ORIGIN} with a published key`;
    const other = loggedCheckpoint(note.proof, 5, { origin: "elsewhere.test/writtenbyhuman" });
    expect(await failingOf(timestampedChecks({ ...stamped, checkpoint: other }, held, context))).toEqual([signedLabel]);
    const report = await timestampedChecks(stamped, held, { ...context, jwks: [] });
    expect(report.checks.filter((check) => !check.ok).map((check) => check.label)).toEqual([signedLabel]);
    expect(report.checkpointText).toBeNull();
  });
});
