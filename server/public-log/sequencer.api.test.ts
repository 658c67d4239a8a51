import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fromBase64,
  leafHash,
  nodeHash,
  splitPoint,
  verifyConsistency,
  type Hash,
} from "#app/sites/notebook/merkle.ts";
import type { Proof } from "#app/sites/notebook/note-types.ts";
import {
  parseCheckpointBody,
  parseSignedNote,
  proofLeafData,
  type LogInclusion,
} from "#app/sites/notebook/public-log.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { startOpensslTsa, type OpensslTsa } from "#tests/support/openssl-tsa.ts";
import { createEmptyPostgresDatabase } from "#tests/support/test-database.ts";
import { readConfig } from "../config";
import { openDatabase, type Database } from "../db/database";
import { notes, tlogCheckpoints } from "../db/schema";
import { createLogger } from "../logger";
import { SigningKeyStore } from "../notes/signing-keys";
import { checkpointSigner, logOrigin } from "./checkpoint-signer";
import { integratePending } from "./integrate";
import { readConsistency } from "./read-log";
import { startLogSequencer } from "./sequencer";

const run = promisify(execFile);
const config = readConfig({});
const signerOf = (database: Database) => checkpointSigner(new SigningKeyStore(database.db), logOrigin(config));

/** RFC 9162's MTH over the leaves themselves: the tree the log must hold, computed apart from its stored nodes. */
function mth(leaves: Hash[]): Hash {
  if (leaves.length === 1) return leaves[0] as Hash;
  const k = splitPoint(leaves.length);
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

const rootOf = (signedNote: string) => parseCheckpointBody(parseSignedNote(signedNote)?.body ?? "")?.root as Hash;

/** A stored note with a proof of its own (the log only needs its four members). */
const noteRow = (label: string) => ({
  slug: `seq${label}`.padEnd(16, "x").slice(0, 16),
  isPrivate: false,
  viewPolicy: "public",
  contentHash: "0".repeat(64),
  proof: { alg: "Ed25519", kid: "k", payload: JSON.stringify({ label }), signature: label } satisfies Proof,
});

describe.runIf(process.env.TEST_DATABASE_URL)("the public log appended by two instances at once [postgres]", () => {
  let empty: { url: string; drop(): Promise<void> };
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase("tlog");
    first = await openDatabase({ url: empty.url });
    second = await openDatabase({ url: empty.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await empty?.drop();
  });

  it("gives every note one index, in one tree, whose every checkpoint the newest extends", async () => {
    const instances = [first, second];
    let stored = 0;
    // Each instance stores notes and appends at the same time, several rounds over, with small batches so many checkpoints are made.
    await Promise.all(
      instances.flatMap((instance, which) => [
        (async () => {
          for (let round = 0; round < 20; round++) {
            await instance.db
              .insert(notes)
              .values(Array.from({ length: 5 }, (_, i) => noteRow(`${which}-${round}-${i}`)));
            stored += 5;
          }
        })(),
        (async () => {
          for (let round = 0; round < 40; round++) await integratePending(instance.db, signerOf(instance), 7);
        })(),
      ]),
    );
    while (((await integratePending(first.db, signerOf(first)))?.appended ?? 1) > 0);

    const logged = await first.db
      .select({ logIndex: notes.logIndex, proof: notes.proof })
      .from(notes)
      .orderBy(asc(notes.logIndex));
    expect(logged.map((note) => note.logIndex)).toEqual(Array.from({ length: stored }, (_, i) => i));
    const checkpoints = await first.db.select().from(tlogCheckpoints).orderBy(asc(tlogCheckpoints.size));
    const newest = checkpoints.at(-1);
    expect(newest?.size).toBe(stored);
    expect(Buffer.from(rootOf(newest?.signedNote ?? "")).toString("hex")).toBe(
      Buffer.from(mth(logged.map((note) => leafHash(proofLeafData(note.proof as Proof))))).toString("hex"),
    );
    expect(checkpoints.length).toBeGreaterThan(5);
    for (const checkpoint of checkpoints.slice(0, -1)) {
      const proof = await readConsistency(second.db, checkpoint.size, stored);
      const path = (proof?.consistencyPath ?? []).map((hash) => fromBase64(hash) as Hash);
      expect(
        verifyConsistency(
          checkpoint.size,
          stored,
          rootOf(checkpoint.signedNote),
          rootOf(newest?.signedNote ?? ""),
          path,
        ),
        `from ${checkpoint.size}`,
      ).toBe(true);
    }
    const { rows } = (await first.db.execute(sql`SELECT size FROM tlog_state`)) as unknown as {
      rows: Array<{ size: string }>;
    };
    expect(Number(rows[0]?.size)).toBe(stored);
  });
});

describeApi(
  "the public log's checkpoints timestamped by an RFC 3161 authority (OpenSSL's own)",
  (harness) => {
    let tsa: OpensslTsa;
    let folder: string;
    beforeAll(async () => {
      tsa = await startOpensslTsa();
      folder = await mkdtemp(join(tmpdir(), "tlog-tsa-"));
    });
    afterAll(async () => {
      await tsa?.stop();
      await rm(folder, { recursive: true, force: true });
    });

    it("timestamps each new checkpoint's exact bytes, served beside it, and openssl ts -verify accepts it", async () => {
      const { database } = harness();
      const sequencer = startLogSequencer({
        database,
        config: { TSA_URL: tsa.url },
        signer: signerOf(database),
        logger: createLogger("silent"),
        pollMs: 200,
      });
      try {
        await writeNote(appPoster(harness()), {
          content: "A note whose checkpoint gets a timestamp.",
          pace: "instant",
        });
        let checkpoint = "";
        let reply: Response | undefined;
        for (
          const started = Date.now();
          Date.now() - started < 15_000;
          await new Promise((resolve) => setTimeout(resolve, 250))
        ) {
          checkpoint = await (await harness().request("/api/notes/log/checkpoint")).text();
          const size = parseCheckpointBody(parseSignedNote(checkpoint)?.body ?? "")?.size;
          reply = size ? await harness().request(`/api/notes/log/timestamp?size=${size}`) : undefined;
          if (reply?.status === 200) break;
        }
        expect(reply?.status).toBe(200);
        expect(reply?.headers.get("content-type")).toBe("application/timestamp-reply");
        await writeFile(join(folder, "checkpoint.txt"), checkpoint);
        await writeFile(join(folder, "checkpoint.tsr"), new Uint8Array(await (reply as Response).arrayBuffer()));
        const verified = await run(
          "openssl",
          ["ts", "-verify", "-data", "checkpoint.txt", "-in", "checkpoint.tsr", "-CAfile", tsa.caCertPath],
          { cwd: folder },
        );
        expect(verified.stdout).toContain("Verification: OK");
        // Another text (the checkpoint without its final newline) is not what was timestamped.
        await writeFile(join(folder, "other.txt"), checkpoint.slice(0, -1));
        await expect(
          run("openssl", ["ts", "-verify", "-data", "other.txt", "-in", "checkpoint.tsr", "-CAfile", tsa.caCertPath], {
            cwd: folder,
          }),
        ).rejects.toThrow();
      } finally {
        await sequencer.stop();
      }
    });

    it("keeps appending while the authority hangs: timestamps never hold the log back", async () => {
      const { database } = harness();
      const hanging = createServer(() => {}); // accepts, never answers
      await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
      const { port } = hanging.address() as AddressInfo;
      const sequencer = startLogSequencer({
        database,
        config: { TSA_URL: `http://127.0.0.1:${port}/tsr` },
        signer: signerOf(database),
        logger: createLogger("silent"),
        pollMs: 200,
      });
      try {
        const first = await writeNote(appPoster(harness()), {
          content: "Appended while the authority hangs.",
          pace: "instant",
        });
        const second = await writeNote(appPoster(harness()), {
          content: "Also appended while it hangs.",
          pace: "instant",
        });
        for (const { slug } of [first, second]) {
          let status = 0;
          for (
            const started = Date.now();
            Date.now() - started < 3_000 && status !== 200;
            await new Promise((resolve) => setTimeout(resolve, 100))
          ) {
            status = (await harness().request(`/api/notes/log/inclusion?slug=${slug}`)).status;
          }
          expect(status, slug).toBe(200);
        }
      } finally {
        hanging.closeAllConnections();
        hanging.close();
        await sequencer.stop();
      }
    });

    it("dates an entry by the first timestamped checkpoint covering it, proven a prefix of the newest", async () => {
      const { database } = harness();
      const sequencer = startLogSequencer({
        database,
        config: { TSA_URL: tsa.url },
        signer: signerOf(database),
        logger: createLogger("silent"),
        pollMs: 200,
      });
      const dated = await writeNote(appPoster(harness()), {
        content: "A note dated by the authority.",
        pace: "instant",
      });
      const inclusionOf = async (slug: string) =>
        (await (await harness().request(`/api/notes/log/inclusion?slug=${slug}`)).json()) as LogInclusion;
      try {
        for (const started = Date.now(); Date.now() - started < 15_000 && !(await inclusionOf(dated.slug)).timestamped;)
          await new Promise((resolve) => setTimeout(resolve, 250));
      } finally {
        await sequencer.stop();
      }
      // Later notes, appended without an authority: newer checkpoints, none timestamped.
      await writeNote(appPoster(harness()), { content: "A later note, never timestamped.", pace: "instant" });
      const later = await writeNote(appPoster(harness()), { content: "Another later note.", pace: "instant" });
      await integratePending(database.db, signerOf(database));

      const inclusion = await inclusionOf(dated.slug);
      const stamped = inclusion.timestamped;
      expect(stamped).not.toBeNull();
      const stampedSize = parseCheckpointBody(parseSignedNote(stamped?.checkpoint ?? "")?.body ?? "")?.size ?? 0;
      expect(stampedSize).toBeGreaterThan(inclusion.leafIndex);
      expect(stampedSize).toBeLessThan(inclusion.treeSize);
      const path = (stamped?.consistencyPath ?? []).map((hash) => fromBase64(hash) as Hash);
      expect(
        verifyConsistency(
          stampedSize,
          inclusion.treeSize,
          rootOf(stamped?.checkpoint ?? ""),
          rootOf(inclusion.checkpoint),
          path,
        ),
      ).toBe(true);
      await writeFile(join(folder, "dated.txt"), stamped?.checkpoint ?? "");
      await writeFile(join(folder, "dated.tsr"), fromBase64(stamped?.timestampReply ?? "") as Uint8Array);
      expect(
        (
          await run("openssl", ["ts", "-verify", "-data", "dated.txt", "-in", "dated.tsr", "-CAfile", tsa.caCertPath], {
            cwd: folder,
          })
        ).stdout,
      ).toContain("Verification: OK");
      // A note no timestamped checkpoint covers has no date yet.
      expect((await inclusionOf(later.slug)).timestamped).toBeNull();
    });
  },
  UNLIMITED,
);
