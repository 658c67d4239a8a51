import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedCheckpoint, loggedInclusion, TEST_ORIGIN } from "#app/sites/notebook/log.fixtures.ts";
import { toBase64 } from "#app/sites/notebook/merkle.ts";
import { signedNoteV2 } from "#app/sites/notebook/proof.fixtures.ts";
import type { ProofFile } from "#app/sites/notebook/public-log.ts";
import { requestTimestamp } from "#server/public-log/timestamp.ts";
import { startOpensslTsa, type OpensslTsa } from "#tests/support/openssl-tsa.ts";
import { checkProofFile, timestampAfterCreation } from "./verify-note";
import { otherJwk, proofFile, TEST_ANCHOR, TEXT } from "./verify-note.fixtures";

/**
 * The timestamp in a proof file (LogInclusion.timestamped): the first timestamped
 * checkpoint covering the entry, its RFC 3161 reply from OpenSSL's own TSA, and the
 * consistency proof to the newest checkpoint (the entry is leaf index 4 of 7).
 */
describe("verify-note on a proof file's timestamp", () => {
  let tsa: OpensslTsa;
  const { note } = signedNoteV2(TEXT);
  const replyOver = async (text: string) => toBase64(await requestTimestamp(tsa.url, new TextEncoder().encode(text)));
  const stampedFile = async (size: number, over = loggedCheckpoint(note.proof, size)) =>
    proofFile(TEXT, { size, timestampReply: await replyOver(over) });
  const failing = (report: { checks: Array<{ ok: boolean; label: string }> }) =>
    report.checks.filter((check) => !check.ok).map((check) => check.label);

  beforeAll(async () => {
    tsa = await startOpensslTsa();
  });
  afterAll(async () => {
    await tsa?.stop();
  });

  it("dates the entry by the first checkpoint covering it, a ✓ only when the authority chains to --tsa-ca", async () => {
    for (const size of [5, 6, 7]) {
      const file = await stampedFile(size);
      const unchecked = await checkProofFile(file, { anchor: TEST_ANCHOR });
      expect(failing(unchecked), `size ${size}`).toEqual([]);
      expect(unchecked.checks.map((check) => check.label)).toEqual(
        expect.arrayContaining([
          `The timestamped checkpoint is signed by the log ${TEST_ORIGIN} with a key of site.jwks.json (--keys)`,
          "The timestamped checkpoint covers entry #5",
          `The timestamped checkpoint (${size}) is a prefix of the entry's tree (7): the entry is in it`,
          "The timestamp is not earlier than the note (its createdAt, less 5 minutes for clocks)",
        ]),
      );
      // Without --tsa-ca the time is the token's claim: a notice, not a passed check.
      expect(unchecked.checks.some((check) => /timestamped \(RFC 3161\)/.test(check.label))).toBe(false);
      expect(unchecked.notices).toEqual([
        expect.stringMatching(
          /^timestamp by .+ \(name claimed by the token\) at \d{4}-\d\d-\d\dT[\d:.]+Z: authority not checked \(give --tsa-ca <pem file>\)$/,
        ),
      ]);
      expect(unchecked.timestamp).toMatchObject({ chainChecked: false });

      const checked = await checkProofFile(file, { anchor: TEST_ANCHOR, trustedCertsPem: [tsa.caCertPem] });
      expect(failing(checked)).toEqual([]);
      expect(checked.notices).toEqual([]);
      expect(checked.checks.at(-1)).toMatchObject({
        ok: true,
        label: expect.stringMatching(/^The checkpoint holding the entry was timestamped \(RFC 3161\) at .+Z by /),
        detail: "the TSA's certificate chains to --tsa-ca",
      });
      expect(checked.timestamp).toMatchObject({ chainChecked: true });
    }
  });

  it("fails a timestamped checkpoint from before the entry, not of this tree, not anchored, or a reply over other bytes", async () => {
    const covers = "The timestamped checkpoint covers entry #5";
    const before = await stampedFile(4);
    expect(failing(await checkProofFile(before, { anchor: TEST_ANCHOR }))).toEqual([
      covers,
      "The timestamped checkpoint (4) is a prefix of the entry's tree (7): the entry is in it",
    ]);

    const file = await stampedFile(5);
    const stamped = file.log!.timestamped!;
    const withStamped = (change: Partial<typeof stamped>): ProofFile => ({
      ...file,
      log: { ...file.log!, timestamped: { ...stamped, ...change } },
    });
    const prefix = "The timestamped checkpoint (5) is a prefix of the entry's tree (7): the entry is in it";
    expect(
      failing(
        await checkProofFile(withStamped({ consistencyPath: stamped.consistencyPath.toReversed() }), {
          anchor: TEST_ANCHOR,
        }),
      ),
    ).toEqual([prefix]);
    // A checkpoint of 5 entries of another tree, signed and timestamped: the entry is not shown to be in it.
    const otherTree = loggedCheckpoint(note.proof, 5, { before: 3, after: 3 });
    expect(
      failing(
        await checkProofFile(withStamped({ checkpoint: otherTree, timestampReply: await replyOver(otherTree) }), {
          anchor: TEST_ANCHOR,
        }),
      ),
    ).toEqual([prefix]);
    // The site's keys are others: the timestamped checkpoint is not the site's (nor is anything else).
    expect(failing(await checkProofFile(file, { anchor: { ...TEST_ANCHOR, keys: [otherJwk()] } }))).not.toContain(
      covers,
    );
    // The reply dates the newest checkpoint, not the one named.
    const replyForOther = await replyOver(loggedCheckpoint(note.proof, 7));
    expect(
      failing(await checkProofFile(withStamped({ timestampReply: replyForOther }), { anchor: TEST_ANCHOR })),
    ).toEqual(["The RFC 3161 timestamp over the timestamped checkpoint holds"]);
    // Checked against another authority's CA, the chain fails.
    const otherTsa = await startOpensslTsa();
    try {
      expect(
        failing(await checkProofFile(file, { anchor: TEST_ANCHOR, trustedCertsPem: [otherTsa.caCertPem] })),
      ).toEqual(["The RFC 3161 timestamp over the timestamped checkpoint holds"]);
    } finally {
      await otherTsa.stop();
    }
  });

  it("fails a timestamp earlier than the note was made (backdated), with 5 minutes for clocks", async () => {
    const createdAt = "2026-06-01T12:00:00.000Z";
    const at = (minutes: number) => new Date(Date.parse(createdAt) + minutes * 60_000).toISOString();
    expect(timestampAfterCreation(at(-4), createdAt).ok).toBe(true);
    expect(timestampAfterCreation(at(60 * 24 * 365), createdAt).ok).toBe(true);
    expect(timestampAfterCreation(at(-6), createdAt)).toMatchObject({
      ok: false,
      failure: `The timestamp (${at(-6)}) is earlier than the note was made (${createdAt}): it was backdated.`,
    });
    expect(timestampAfterCreation(at(0), null).ok).toBe(false);

    // A note that says it was made a year from now, timestamped today.
    const { note: future, logText } = signedNoteV2(
      TEXT,
      null,
      (payload) => (payload.createdAt = new Date(Date.now() + 365 * 86_400_000).toISOString()),
    );
    const futureFile: ProofFile = {
      ...proofFile(),
      note: future,
      typingLog: logText,
      log: loggedInclusion(future.proof, {
        stamped: { size: 5, timestampReply: await replyOver(loggedCheckpoint(future.proof, 5)) },
      }),
    };
    expect(failing(await checkProofFile(futureFile, { anchor: TEST_ANCHOR }))).toContain(
      "The timestamp is not earlier than the note (its createdAt, less 5 minutes for clocks)",
    );
  });
});
