import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  contentBytesInCiphertext,
  KDF_DEFAULTS,
  stringifyEnvelope,
  toBase64Url,
} from "#app/sites/notebook/envelope.ts";
import { lookupOf, otherLeaves, signCheckpoint, TEST_ORIGIN } from "#app/sites/notebook/log.fixtures.ts";
import { consistencyProof, fromBase64, leafHash, rootHash, toBase64 } from "#app/sites/notebook/merkle.ts";
import { signedNoteV1, signedNoteV2, TEST_JWK } from "#app/sites/notebook/proof.fixtures.ts";
import type { ProofPayloadV2 } from "#app/sites/notebook/note-types.ts";
import {
  checkpointBody,
  formatSignedNote,
  parseSignedNote,
  proofLeafData,
  type LogConsistency,
  type ProofFile,
} from "#app/sites/notebook/public-log.ts";
import {
  checkNote,
  checkProofFile,
  checkSince,
  consistencyServer,
  describeProof,
  EXIT_CODES,
  keysAgree,
  parseNoteUrl,
  parseProofFile,
  verdict,
} from "./verify-note";
import { otherJwk, proofFile, TEST_ANCHOR, TEXT } from "./verify-note.fixtures";

/** A proof file's JSON to break on purpose. */
type LooseFile = { format: unknown; keys: unknown; note: Record<string, unknown>; log: Record<string, unknown> };

describe("verify-note", () => {
  it("reads the origin and slug from a note page or API URL", () => {
    expect(parseNoteUrl("https://example.com/writtenbyhuman/note/AAAAAAAAAAAAAAAA")).toEqual({
      origin: "https://example.com",
      slug: "AAAAAAAAAAAAAAAA",
    });
    expect(parseNoteUrl("http://localhost:3000/api/notes/AAAAAAAAAAAAAAAA")).toEqual({
      origin: "http://localhost:3000",
      slug: "AAAAAAAAAAAAAAAA",
    });
    expect(() => parseNoteUrl("https://example.com/writtenbyhuman")).toThrow(/Not a note URL/);
  });

  it("passes a genuine v2 note, log and all, and fails each kind of change", () => {
    const { note, logText } = signedNoteV2(TEXT);
    expect(checkNote(note, [TEST_JWK], note.slug, logText).filter((check) => !check.ok)).toEqual([]);
    const failing = (changed = note, keys = [TEST_JWK], log: string | null = logText, slug = note.slug) =>
      checkNote(changed, keys, slug, log)
        .filter((check) => !check.ok)
        .map((check) => check.label);
    expect(failing({ ...note, content: "Written by a bot." })).toEqual([
      "sha256(content) equals the signed contentHash",
      "The typing log rebuilds the note's text",
    ]);
    expect(failing(note, [])).toEqual([
      "Its signing key is published in /.well-known/jwks.json",
      "The Ed25519 signature is valid over the payload's exact bytes",
    ]);
    expect(
      failing({
        ...note,
        proof: { ...note.proof, payload: note.proof.payload.replace('"typedSeconds":', '"typedSeconds": ') },
      }),
    ).toEqual(["The Ed25519 signature is valid over the payload's exact bytes"]);
    expect(failing(note, [TEST_JWK], logText.replace(/"sent":(\d)/, '"sent":1$1'))).toContain(
      "sha256(typing log) equals the signed logHash",
    );
    expect(failing(note, [TEST_JWK], null)).toEqual(["The typing log can be read (GET /api/notes/:slug/log)"]);
    expect(failing(note, [TEST_JWK], logText, "BBBBBBBBBBBBBBBB")).toEqual([
      "The payload names this note",
      "The note is the one at this address",
    ]);
    expect(failing({ ...note, proof: { ...note.proof, extra: 1 } as typeof note.proof })).toEqual([
      "The proof has exactly the members of a v1 or v2 proof, with canonical encodings",
    ]);
  });

  it("fails a proof whose typing time, speed or session times are not the log's (a server that signed other figures)", () => {
    const failing = (change: (payload: ProofPayloadV2) => void) => {
      const { note, logText } = signedNoteV2(TEXT, null, change);
      return checkNote(note, [TEST_JWK], note.slug, logText)
        .filter((check) => !check.ok)
        .map((check) => check.label);
    };
    const rescored = "Scoring the typing log again gives the signed score, flags and figures";
    const times =
      "The signed session times (createdAt − sessionStartedAt) are the log's: the last batch came in at the submit";
    expect(failing((payload) => (payload.typedSeconds += 30))).toEqual([rescored]);
    expect(failing((payload) => (payload.wpm += 1))).toEqual([rescored]);
    expect(
      failing(
        (payload) => (payload.sessionStartedAt = new Date(Date.parse(payload.sessionStartedAt) - 30_000).toISOString()),
      ),
    ).toEqual([times]);
  });

  it("says SIGNATURE CHECKED, not VALID, with its own exit code, for a private note whose text it cannot check", () => {
    // The security review's: an envelope of random bytes no passphrase opens, with a random commitment.
    const ct = randomBytes(200);
    const contentEnc = stringifyEnvelope({
      v: 2,
      alg: "AES-256-GCM",
      kdf: { name: "argon2id", ...KDF_DEFAULTS, salt: toBase64Url(randomBytes(16)) },
      iv: toBase64Url(randomBytes(12)),
      ct: toBase64Url(ct),
    });
    const { note, logText } = signedNoteV2(TEXT, {
      contentEnc,
      contentHash: randomBytes(32).toString("hex"),
      contentBytes: contentBytesInCiphertext(ct.length),
    });
    const checks = checkNote(note, [TEST_JWK], note.slug, logText);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(verdict(note, checks)).toEqual({
      line: expect.stringMatching(/^SIGNATURE CHECKED \(text not checked: private note\)/),
      exitCode: EXIT_CODES.privateUnchecked,
    });
    expect(EXIT_CODES.privateUnchecked).toBe(3);

    const { note: open, logText: openLog } = signedNoteV2(TEXT);
    expect(verdict(open, checkNote(open, [TEST_JWK], open.slug, openLog))).toEqual({
      line: "VALID: every check passed.",
      exitCode: 0,
    });
    expect(verdict(note, checkNote(note, [], note.slug, logText))).toEqual({
      line: "INVALID: at least one check failed.",
      exitCode: 1,
    });
  });

  it("still passes a v1 note, and says what each rubric's figures mean", () => {
    const note = signedNoteV1(TEXT);
    expect(checkNote(note, [TEST_JWK], note.slug, null).every((check) => check.ok)).toBe(true);
    expect(describeProof(note)).toMatch(/rubric v1, human.*signed before the server witnessed the typing/s);
    const { note: v2 } = signedNoteV2(TEXT);
    expect(describeProof(v2)).toMatch(
      /^Signed: human score \d+\/100 \(rubric v2, human\), typed at a keyboard over \d+ s, \d+ keys, \d+ corrections?, \d+ wpm; session A{22} opened /,
    );
  });
});

const failingLabels = async (file: ProofFile, anchor = TEST_ANCHOR) =>
  (await checkProofFile(file, { anchor })).checks.filter((check) => !check.ok).map((check) => check.label);

function flipped(base64: string): string {
  const bytes = fromBase64(base64)!;
  bytes[0] = bytes[0]! ^ 1;
  return toBase64(bytes);
}

const SIGNED = `The checkpoint is signed by the log ${TEST_ORIGIN} with a key of site.jwks.json (--keys)`;

describe("verify-note on a proof file, offline", () => {
  it("passes every check of a genuine file against the site's keys, log entry included, without any network", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const file = proofFile();
    const report = await checkProofFile(parseProofFile(JSON.stringify(file)), { anchor: TEST_ANCHOR });
    expect(report.checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.checks.map((check) => check.label)).toEqual(
      expect.arrayContaining([
        "Its signing key is in site.jwks.json (--keys)",
        "The keys the file carries agree with site.jwks.json (--keys)",
        "The Ed25519 signature is valid over the payload's exact bytes",
        "The typing log rebuilds the note's text",
        SIGNED,
        "The audit path proves entry #5 is in the checkpoint's tree",
      ]),
    );
    expect(report).toMatchObject({ origin: TEST_ORIGIN, entry: { leafIndex: 4, treeSize: 7 }, timestamp: null });
    expect(report.notices).toEqual([expect.stringMatching(/^No RFC 3161 timestamp in the file/)]);
    expect(verdict(file.note, report.checks)).toEqual({
      line: "VALID: every check passed.",
      exitCode: EXIT_CODES.valid,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("fails a file signed with a key of its own against the site's keys, whatever keys and log name the file carries (the review's forged file)", async () => {
    // The forger signs note and checkpoint with the test key and lists it as "every published key".
    const file = proofFile();
    const site = { ...TEST_ANCHOR, keys: [otherJwk()] };
    expect(await failingLabels(file, site)).toEqual([
      "Its signing key is in site.jwks.json (--keys)",
      "The Ed25519 signature is valid over the payload's exact bytes",
      "The log's keys are the published signing keys",
      SIGNED,
    ]);
    // The same file's own keys make every check hold: that is UNANCHORED, never VALID.
    const unanchored = await checkProofFile(file);
    expect(unanchored.checks.filter((check) => !check.ok)).toEqual([]);
    expect(unanchored.checks.map((check) => check.label)).toContain(
      "Its signing key is among the keys the file carries (not anchored)",
    );
    const { line, exitCode } = verdict(file.note, unanchored.checks, { host: "notebook.test", keys: file.keys });
    expect(exitCode).toBe(EXIT_CODES.unanchored);
    expect(EXIT_CODES.unanchored).toBe(4);
    expect(line).toMatch(
      /^UNANCHORED: every check holds against the keys the file carries; compare these key ids with https:\/\/notebook\.test\/\.well-known\/jwks\.json/,
    );
    expect(line).toContain(`kid ${TEST_JWK.kid}  x ${TEST_JWK.x}`);
    // The log's name is the anchor's, not the file's: a file of another log fails.
    expect(await failingLabels(file, { ...TEST_ANCHOR, origin: "elsewhere.test/writtenbyhuman" })).toEqual([
      "The log's keys are the published signing keys",
      "The checkpoint is signed by the log elsewhere.test/writtenbyhuman with a key of site.jwks.json (--keys)",
    ]);
  });

  it("fails a file whose keys give a key id of the site another key", async () => {
    const file = proofFile();
    expect(keysAgree([TEST_JWK], TEST_ANCHOR)).toMatchObject({ ok: true });
    const impostor = { ...otherJwk(), kid: TEST_JWK.kid };
    expect(keysAgree([impostor], TEST_ANCHOR)).toMatchObject({
      ok: false,
      failure: expect.stringContaining(TEST_JWK.kid),
    });
    expect(keysAgree([otherJwk("U".repeat(43))], TEST_ANCHOR)).toMatchObject({
      ok: true,
      detail: "1 of the file's keys is not in site.jwks.json (--keys) (not used)",
    });
    expect(await failingLabels({ ...file, keys: [impostor] })).toEqual([
      "The keys the file carries agree with site.jwks.json (--keys)",
    ]);
  });

  it("fails a file whose proof, content, leaf, path, checkpoint or signature was changed, naming the check", async () => {
    const file = proofFile();
    const log = file.log!;
    const leaf = "The log's leaf is this proof: SHA-256(0x00 ‖ proof) is the entry's leaf hash";
    const path = "The audit path proves entry #5 is in the checkpoint's tree";
    const changedProof = {
      ...file.note.proof,
      payload: file.note.proof.payload.replace('"typedSeconds":', '"typedSeconds": '),
    };
    expect(await failingLabels({ ...file, note: { ...file.note, proof: changedProof } })).toEqual([
      "The Ed25519 signature is valid over the payload's exact bytes",
      leaf,
      path,
    ]);
    expect(await failingLabels({ ...file, note: { ...file.note, content: "Written by a bot." } })).toEqual([
      "sha256(content) equals the signed contentHash",
      "The typing log rebuilds the note's text",
    ]);
    expect(await failingLabels({ ...file, log: { ...log, leafHash: flipped(log.leafHash) } })).toEqual([leaf]);
    expect(await failingLabels({ ...file, log: { ...log, inclusionPath: log.inclusionPath.toReversed() } })).toEqual([
      path,
    ]);
    const note = parseSignedNote(log.checkpoint)!;
    const biggerTree = formatSignedNote(note.body.replace(/\n7\n/, "\n8\n"), note.signatures);
    expect(await failingLabels({ ...file, log: { ...log, checkpoint: biggerTree } })).toEqual([SIGNED]);
    const forged = note.signatures.map((line) => ({
      ...line,
      signature: line.signature.map((byte, i) => (i === 63 ? byte ^ 1 : byte)),
    }));
    expect(await failingLabels({ ...file, log: { ...log, checkpoint: formatSignedNote(note.body, forged) } })).toEqual([
      SIGNED,
    ]);
    expect(await failingLabels({ ...file, log: null })).toEqual(["The note is in the public log"]);
  });

  it("refuses a malformed file saying which member is wrong (the review's cases), before any check runs", () => {
    const json = (change: (file: LooseFile) => void) => {
      const file = structuredClone(proofFile()) as unknown as LooseFile;
      change(file);
      return JSON.stringify(file);
    };
    expect(() => parseProofFile("{")).toThrow(/not JSON/);
    expect(() => parseProofFile("[]")).toThrow(/format/);
    expect(() => parseProofFile(json((file) => (file.format = "something-else/1")))).toThrow(/format/);
    expect(() => parseProofFile(json((file) => (file.keys = null)))).toThrow(/^Not a proof file: keys: /);
    expect(() => parseProofFile(json((file) => (file.keys = [null])))).toThrow(/^Not a proof file: keys\[0\]: /);
    expect(() => parseProofFile(json((file) => (file.keys = [{ ...TEST_JWK, x: "short" }])))).toThrow(
      /keys\[0\]\.x: not a 32-byte Ed25519 key/,
    );
    expect(() => parseProofFile(json((file) => delete file.note.proof))).toThrow(/^Not a proof file: note\.proof: /);
    expect(() => parseProofFile(json((file) => (file.log.verifierKeys = [1])))).toThrow(/log\.verifierKeys\[0\]: /);
    expect(() => parseProofFile(json((file) => (file.log.checkpoint = 5)))).toThrow(/log\.checkpoint: /);
    expect(() => parseProofFile(json((file) => (file.log.inclusionPath = [null])))).toThrow(
      /log\.inclusionPath\[0\]: /,
    );
    expect(() => parseProofFile(json((file) => (file.log.inclusionPath = [toBase64(new Uint8Array(31))])))).toThrow(
      /log\.inclusionPath\[0\]: not the base64 of a 32-byte hash/,
    );
    expect(() => parseProofFile(json((file) => (file.log.leafIndex = 2 ** 53)))).toThrow(/log\.leafIndex: /);
    expect(() => parseProofFile(json((file) => (file.log.treeSize = 1.5)))).toThrow(/log\.treeSize: /);
    expect(() =>
      parseProofFile(
        json((file) => (file.log.timestamped = { checkpoint: "x", timestampReply: "", consistencyPath: [] })),
      ),
    ).toThrow(/log\.timestamped\.timestampReply: not base64/);
    expect(parseProofFile(json(() => {}))).toEqual(proofFile());
    // A file from before `timestamped` reads as one without a timestamp.
    expect(parseProofFile(json((file) => delete file.log.timestamped)).log?.timestamped).toBeNull();
  });
});

describe("verify-note --since: a checkpoint kept earlier", () => {
  const file = proofFile();
  const entryOf = async (of: ProofFile) => (await checkProofFile(of, { anchor: TEST_ANCHOR })).entry!;
  /** The file's log: 4 others, the note, 2 others (log.fixtures' loggedInclusion). */
  const leaves = [...otherLeaves(4), leafHash(proofLeafData(file.note.proof)), ...otherLeaves(2, "later")];
  const checkpointOf = (size: number, of = leaves) =>
    signCheckpoint(checkpointBody({ origin: TEST_ORIGIN, size, root: rootHash(size, lookupOf(of)) }));
  const served =
    (of = leaves) =>
    async (from: number, to: number): Promise<LogConsistency> => ({
      from,
      to,
      consistencyPath: consistencyProof(from, to, lookupOf(of)).map(toBase64),
    });
  const failures = (checks: Array<{ ok: boolean; label: string }>) =>
    checks.filter((check) => !check.ok).map((check) => check.label);

  it("says the log was not rewritten between an older (or newer, or the same) checkpoint and the file's", async () => {
    const entry = await entryOf(file);
    for (const size of [1, 3, 4, 5, 7]) {
      const checks = await checkSince(checkpointOf(size), TEST_ANCHOR, entry, served());
      expect(failures(checks), `saved size ${size}`).toEqual([]);
      expect(checks.at(-1)!.label).toBe(`The log was not rewritten between checkpoint ${Math.min(size, 7)} and 7`);
    }
    const grown = [...leaves, ...otherLeaves(5, "much later")];
    const checks = await checkSince(checkpointOf(12, grown), TEST_ANCHOR, entry, served(grown));
    expect(failures(checks)).toEqual([]);
    expect(checks.at(-1)!.label).toBe("The log was not rewritten between checkpoint 7 and 12");
  });

  it("fails a checkpoint of a rewritten log, a forged one, one signed by a key not anchored, and a refused or mismatched proof", async () => {
    const entry = await entryOf(file);
    // The operator rewrote the third entry after the saved checkpoint of 5 was published.
    const before = [...leaves];
    before[2] = leafHash(new TextEncoder().encode("the entry as it was"));
    const rewritten = await checkSince(checkpointOf(5, before), TEST_ANCHOR, entry, served());
    expect(failures(rewritten)).toEqual(["The log was not rewritten between checkpoint 5 and 7"]);
    expect(rewritten.at(-1)!.failure).toMatch(
      /^The log was rewritten: its tree of 7 entries does not extend the checkpoint of 5/,
    );
    expect(failures(await checkSince(checkpointOf(7, before), TEST_ANCHOR, entry, served()))).toEqual([
      "The log was not rewritten between checkpoint 7 and 7",
    ]);
    const savedLabel = `The saved checkpoint is signed by the log ${TEST_ORIGIN} with a key of site.jwks.json (--keys)`;
    const saved = parseSignedNote(checkpointOf(5))!;
    const forged = formatSignedNote(
      saved.body,
      saved.signatures.map((line) => ({ ...line, signature: new Uint8Array(64) })),
    );
    const fetcher = vi.fn(served());
    expect(failures(await checkSince(forged, TEST_ANCHOR, entry, fetcher))).toEqual([savedLabel]);
    expect(failures(await checkSince(checkpointOf(5), { ...TEST_ANCHOR, keys: [otherJwk()] }, entry, fetcher))).toEqual(
      [savedLabel],
    );
    expect(fetcher).not.toHaveBeenCalled();
    const refused = await checkSince(checkpointOf(5), TEST_ANCHOR, entry, async () => null);
    expect(refused.at(-1)).toMatchObject({
      ok: false,
      label: "The log was not rewritten between checkpoint 5 and 7",
      failure: "The server would not prove consistency between 5 and 7.",
    });
    await expect(
      checkSince(checkpointOf(5), TEST_ANCHOR, entry, async () => ({ from: 4, to: 7, consistencyPath: [] })),
    ).rejects.toThrow(/from 4 to 7/);
  });

  it("asks only the note URL's origin, --server, the --keys URL's origin, or a file's server on the log's own host", () => {
    const logOrigin = "notebook.test/writtenbyhuman";
    const fileServer = "https://notebook.test";
    expect(consistencyServer({ noteUrlOrigin: "https://a.test", fileServer, logOrigin })).toBe("https://a.test");
    expect(consistencyServer({ server: "https://b.test/some/path?x=1", fileServer, logOrigin })).toBe("https://b.test");
    expect(consistencyServer({ keysUrl: new URL("https://c.test/.well-known/jwks.json"), fileServer, logOrigin })).toBe(
      "https://c.test",
    );
    expect(consistencyServer({ fileServer: "https://notebook.test/anything#", logOrigin })).toBe(
      "https://notebook.test",
    );
    expect(() => consistencyServer({ fileServer: "http://127.0.0.1:8080/internal/admin?x=1#", logOrigin })).toThrow(
      /is not the log's host \(notebook\.test\): give --server/,
    );
    expect(() => consistencyServer({ fileServer: "file:///etc/passwd", logOrigin })).toThrow(/not an http\(s\) URL/);
    expect(() => consistencyServer({ server: "gopher://notebook.test", fileServer, logOrigin })).toThrow(
      /--server is not an http\(s\) URL/,
    );
  });
});

afterAll(() => vi.restoreAllMocks());
