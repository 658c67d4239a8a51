import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { fromBase64, leafHash, verifyConsistency, verifyInclusion } from "#app/sites/notebook/merkle.ts";
import type { Note, PublicJwk } from "#app/sites/notebook/note-types.ts";
import {
  checkSignedCheckpoint,
  parseVerifierKey,
  PROOF_FILE_FORMAT,
  proofLeafData,
  type LogConsistency,
  type LogInclusion,
  type ProofFile,
  type VerifierKey,
} from "#app/sites/notebook/public-log.ts";
import { describeApi, type ApiHarness } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { rewriteStoredProof, wipeLog } from "#tests/support/rewrite-log.ts";
import { readConfig } from "../config";
import type { Db } from "../db/database";
import { createLogger } from "../logger";
import { SigningKeyStore } from "../notes/signing-keys";
import { checkpointSigner, logOrigin } from "./checkpoint-signer";
import { integratePending } from "./integrate";
import { startLogSequencer } from "./sequencer";
import { verifyEd25519Raw as verifyEd25519 } from "./verify-ed25519-raw";

const config = readConfig({});
const ORIGIN = logOrigin(config);

const signerOf = (db: Db) => checkpointSigner(new SigningKeyStore(db, config.NOTE_SIGNING_KEY), ORIGIN);
const bytes = (base64: string) => fromBase64(base64) as Uint8Array;

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Checks an inclusion answer as a stranger would: its checkpoint's signature, then the audit path to its root. */
async function checkInclusion(inclusion: LogInclusion, note: Note) {
  const keys = inclusion.verifierKeys.map(parseVerifierKey).filter((key): key is VerifierKey => key !== null);
  const checked = await checkSignedCheckpoint(inclusion.checkpoint, ORIGIN, keys, verifyEd25519);
  if (!checked.ok) return { signed: false, included: false };
  const leaf = leafHash(proofLeafData(note.proof));
  const included =
    Buffer.from(leaf).toString("base64") === inclusion.leafHash &&
    checked.checkpoint.size === inclusion.treeSize &&
    verifyInclusion(
      inclusion.leafIndex,
      inclusion.treeSize,
      leaf,
      inclusion.inclusionPath.map(bytes),
      checked.checkpoint.root,
    );
  return { signed: true, included, root: checked.checkpoint.root };
}

async function checkpointRoot(api: ApiHarness, size?: number): Promise<Uint8Array> {
  const text = await (await api.request(`/api/notes/log/checkpoint${size ? `?size=${size}` : ""}`)).text();
  const keys = (await json<{ keys: PublicJwk[] }>(await api.request("/.well-known/jwks.json"))).keys;
  const { verifierKey } = await import("#app/sites/notebook/public-log.ts");
  const verifierKeys = keys.map(
    (key) => parseVerifierKey(verifierKey(ORIGIN, new Uint8Array(Buffer.from(key.x, "base64url")))) as VerifierKey,
  );
  const checked = await checkSignedCheckpoint(text, ORIGIN, verifierKeys, verifyEd25519);
  if (!checked.ok) throw new Error(checked.reason);
  return checked.checkpoint.root;
}

describeApi("the notebook's public log", (harness) => {
  const api = () => harness();
  const db = () => harness().database.db;
  const write = (content: string) => writeNote(appPoster(api()), { content, pace: "instant" });
  const readNote = async (slug: string) => json<Note>(await api().request(`/api/notes/${slug}`));

  it("has no checkpoint before the first note, and answers bad questions with 400", async () => {
    expect((await api().request("/api/notes/log/checkpoint")).status).toBe(404);
    expect((await api().request("/api/notes/log/inclusion")).status).toBe(400);
    expect((await api().request("/api/notes/log/inclusion?slug=nope")).status).toBe(404);
    for (const query of ["from=0", "from=abc", "from=1&to=-2", "from=1e3", "from=" + "9".repeat(20)]) {
      const response = await api().request(`/api/notes/log/consistency?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe("validation_failed");
    }
    expect((await api().request("/api/notes/log/timestamp")).status).toBe(400);
  });

  it("appends stored notes in order, signs a checkpoint, and proves each note's entry against it", async () => {
    const first = await write("The first note in the log.");
    expect((await api().request(`/api/notes/log/inclusion?slug=${first.slug}`)).status).toBe(404);
    expect(
      (await json<{ error: { code: string } }>(await api().request(`/api/notes/log/inclusion?slug=${first.slug}`)))
        .error.code,
    ).toBe("not_logged_yet");
    const second = await write("The second note in the log.");
    const third = await write("The third note in the log.");

    expect(await integratePending(db(), signerOf(db()))).toEqual({ size: 3, appended: 3 });
    expect(await integratePending(db(), signerOf(db()))).toEqual({ size: 3, appended: 0 });

    for (const [index, { slug }] of [first, second, third].entries()) {
      const response = await api().request(`/api/notes/log/inclusion?slug=${slug}`);
      expect(response.status).toBe(200);
      const inclusion = await json<LogInclusion>(response);
      expect(inclusion).toMatchObject({ origin: ORIGIN, leafIndex: index, treeSize: 3, timestamped: null });
      expect(await checkInclusion(inclusion, await readNote(slug))).toMatchObject({ signed: true, included: true });
      expect(inclusion.checkpoint).toBe(await (await api().request("/api/notes/log/checkpoint")).text());
    }
    const checkpoint = await api().request("/api/notes/log/checkpoint?size=3");
    expect(checkpoint.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await checkpoint.text()).toMatch(
      new RegExp(
        `^${ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n3\\n[A-Za-z0-9+/]{43}=\\n\\n— ${ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} [A-Za-z0-9+/]+=*\\n$`,
      ),
    );
    expect((await api().request("/api/notes/log/checkpoint?size=2")).status).toBe(404);
  });

  it("proves that each newer tree extends the older ones (RFC 9162 consistency)", async () => {
    const before = (await integratePending(db(), signerOf(db())))?.size ?? 0;
    const oldRoot = await checkpointRoot(api(), before);
    await write("A note after the first checkpoint.");
    await write("Another note after the first checkpoint.");
    const after = (await integratePending(db(), signerOf(db())))?.size ?? 0;
    expect(after).toBe(before + 2);
    const proof = await json<LogConsistency>(
      await api().request(`/api/notes/log/consistency?from=${before}&to=${after}`),
    );
    expect(proof.from).toBe(before);
    expect(
      verifyConsistency(before, after, oldRoot, await checkpointRoot(api(), after), proof.consistencyPath.map(bytes)),
    ).toBe(true);
    const latest = await json<LogConsistency>(await api().request(`/api/notes/log/consistency?from=${before}`));
    expect(latest.to).toBe(after);
    expect((await api().request(`/api/notes/log/consistency?from=${before}&to=${after + 1}`)).status).toBe(400);
  });

  it("keeps its nodes and checkpoints append-only", async () => {
    await expect(db().execute(sql`UPDATE tlog_nodes SET hash = '\\x00' WHERE level = 0 AND idx = 0`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM tlog_checkpoints`)).rejects.toThrow();
  });

  it("catches a proof rewritten after it was logged, and a log rebuilt over it, with the checkpoint held before", async () => {
    const { slug } = await write("A note someone will try to rewrite.");
    const held = (await integratePending(db(), signerOf(db())))?.size ?? 0;
    const heldRoot = await checkpointRoot(api(), held);
    const fresh = await json<LogInclusion>(await api().request(`/api/notes/log/inclusion?slug=${slug}`));
    expect((await checkInclusion(fresh, await readNote(slug))).included).toBe(true);

    // The operator re-signs the stored proof (here: changes its signature text) in the database.
    await rewriteStoredProof(db(), slug);
    const rewritten = await json<LogInclusion>(await api().request(`/api/notes/log/inclusion?slug=${slug}`));
    expect((await checkInclusion(rewritten, await readNote(slug))).included).toBe(false);

    // … and rebuilds the whole log over the rewritten proof, as an operator with the database's owner role could.
    await wipeLog(db());
    await write("A note after the rewrite.");
    const rebuilt = (await integratePending(db(), signerOf(db())))?.size ?? 0;
    expect(rebuilt).toBe(held + 1);
    const rebuiltInclusion = await json<LogInclusion>(await api().request(`/api/notes/log/inclusion?slug=${slug}`));
    // The rebuilt log proves the rewritten proof's inclusion in its own new tree…
    expect(await checkInclusion(rebuiltInclusion, await readNote(slug))).toMatchObject({
      signed: true,
      included: true,
    });
    // … but anyone holding the earlier checkpoint sees that the new tree does not extend it.
    const proof = await json<LogConsistency>(
      await api().request(`/api/notes/log/consistency?from=${held}&to=${rebuilt}`),
    );
    expect(
      verifyConsistency(held, rebuilt, heldRoot, await checkpointRoot(api()), proof.consistencyPath.map(bytes)),
    ).toBe(false);
  });

  it("serves a proof file with the note, its typing log, the keys and its entry; a taken-down note answers 410", async () => {
    const { slug } = await write("A note to download the proof of.");
    await integratePending(db(), signerOf(db()));
    const response = await api().request(`/api/notes/${slug}/proof-file`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="note-${slug}.proof.json"`);
    const file = await json<ProofFile>(response);
    expect(file).toMatchObject({
      format: PROOF_FILE_FORMAT,
      server: config.SITE_URL,
      note: { slug, content: "A note to download the proof of." },
    });
    expect(file.typingLog).toBe(await (await api().request(`/api/notes/${slug}/log`)).text());
    expect(file.keys.map((key) => key.kid)).toContain(file.note.proof.kid);
    expect(file.log && (await checkInclusion(file.log, file.note)).included).toBe(true);

    await db().execute(sql`UPDATE notes SET taken_down_at = now() WHERE slug = ${slug}`);
    expect((await api().request(`/api/notes/${slug}/proof-file`)).status).toBe(410);
    expect((await api().request(`/api/notes/log/inclusion?slug=${slug}`)).status).toBe(410);
  });

  it("is appended by the sequencer within seconds of a note being stored, woken by the database", async () => {
    const sequencer = startLogSequencer({
      database: harness().database,
      config,
      signer: signerOf(db()),
      logger: createLogger("silent"),
      pollMs: 60_000,
    });
    try {
      const { slug } = await write("A note the sequencer appends by itself.");
      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 5_000 && status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await api().request(`/api/notes/log/inclusion?slug=${slug}`)).status;
      }
      expect(status).toBe(200);
    } finally {
      await sequencer.stop();
    }
  });
});
