/**
 * Fills the notebook's public log with synthetic notes in minutes, for the benchmark's
 * log rows (their target: proofs that answer in under 10 ms with a million entries).
 * Appending a million notes through the sequencer would take a thousand transactions,
 * each updating 1,000 stored rows; here the notes are inserted already numbered, every
 * complete subtree is hashed in one pass in memory and bulk-inserted, and the state row
 * and the checkpoints are written in the same transaction. What it leaves is exactly
 * what `integratePending` (server/public-log/integrate.ts) would have written for the same
 * notes: the same nodes, one signed checkpoint per batch of MAX_BATCH, the same size
 * (bench/fill-log.api.test.ts compares the two table by table).
 *
 * Each synthetic note is a public note of the benchmark's text (bench/bodies.ts) with a
 * real proof v2: its own slug, session and times, the score of a person typing it, the
 * hash of its typing log, an Ed25519 signature by the notebook's active key. Its typing
 * log itself is not stored (typing_log is null): nothing the log answers reads it, and
 * a million copies would add gigabytes.
 *
 * By hand, on an empty or existing database (the server stopped, or idle):
 *   DATABASE_URL=postgres://… npx tsx bench/fill-log.ts [count]
 */
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { leafHash, nodeHash, rootHash, type Hash, type NodeLookup } from "#app/sites/notebook/merkle.ts";
import { checkpointBody, proofLeafData } from "#app/sites/notebook/public-log.ts";
import {
  scoreTypingLog,
  serializeTypingLog,
  withInsertedText,
  type TypingLog,
  type TypingScore,
} from "#app/sites/notebook/typing-log.ts";
import { readConfig } from "#server/config.ts";
import { openDatabase, type Db } from "#server/db/database.ts";
import { buildPayload, sha256Hex, signPayload } from "#server/notes/proof.ts";
import { SigningKeyStore, type SigningKey } from "#server/notes/signing-keys.ts";
import { checkpointSigner, logOrigin, type CheckpointSigner } from "#server/public-log/checkpoint-signer.ts";
import { integratePending, MAX_BATCH } from "#server/public-log/integrate.ts";
import { personTyping } from "#tests/support/note-writer.ts";
import { NOTE_TEXT } from "./bodies";

/** Notes per INSERT: 5 parameters each, 10,000 per statement, well under PostgreSQL's 65,535 and the pool's 10 s query timeout. */
const NOTES_PER_STATEMENT = 2_000;
/** Nodes per INSERT: 3 parameters each. */
const NODES_PER_STATEMENT = 5_000;
/** The benchmark's sessions are opened this long before their note is made (bench/run.ts SESSION_AGE_SECONDS). */
const SESSION_AGE_MS = 600_000;

/** The slug of the synthetic note at log index `index`: "L" and 15 digits, never a session slug of the bench ("b…") nor, in practice, a random one. */
export const syntheticSlug = (index: number) => `L${String(index).padStart(15, "0")}`;
const syntheticSession = (index: number) => `logfill${String(index).padStart(15, "0")}`;

export interface SyntheticNote {
  slug: string;
  createdAt: Date;
  logHash: string;
  /** The proof as stored (jsonb) and as its leaf is computed. */
  proof: ReturnType<typeof signPayload>;
}

/**
 * Makes the synthetic note meant for log index `index` (its slug says it), created
 * `index - firstIndex` milliseconds after `startAt`, signed with `key`: deterministic for
 * the same key and arguments (Ed25519 signatures are), so a test can make the same
 * notes twice.
 */
export function syntheticNoteMaker(
  key: SigningKey,
  startAt: Date,
  firstIndex: number,
): (index: number) => SyntheticNote {
  const template = typedNote();
  const contentHash = sha256Hex(NOTE_TEXT);
  return (index) => {
    const createdAt = new Date(startAt.getTime() + index - firstIndex);
    const session = syntheticSession(index);
    // The log this note would have: the template's, with its own session in it.
    const logHash = createHash("sha256")
      .update(template.logBefore)
      .update(session)
      .update(template.logAfter)
      .digest("hex");
    const payload = buildPayload({
      slug: syntheticSlug(index),
      createdAt,
      session: { id: session, startedAt: new Date(createdAt.getTime() - SESSION_AGE_MS) },
      batchCount: 1,
      contentHash,
      logHash,
      viewPolicy: "public",
      score: template.score,
    });
    return { slug: syntheticSlug(index), createdAt, logHash, proof: signPayload(payload, key) };
  };
}

/** A person typing the benchmark's note in one final batch, as the note-create row sends it: its score and its serialized log around the session id. */
function typedNote(): { score: TypingScore; logBefore: string; logAfter: string } {
  const typing = personTyping(NOTE_TEXT);
  // A session id (22 characters) that no other part of the serialized log contains.
  const marker = "SESSIONxMARKERxSESSION";
  const witnessed: TypingLog = {
    v: 2,
    session: marker,
    private: false,
    batches: [{ at: SESSION_AGE_MS, sent: typing.events.at(-1)?.[0] ?? 0, events: typing.events }],
  };
  const log = withInsertedText(witnessed, typing.inserted);
  if (!log.ok) throw new Error(log.message);
  const score = scoreTypingLog(log.value, { content: NOTE_TEXT });
  if (!score.ok) throw new Error(score.message);
  const [logBefore = "", logAfter = ""] = serializeTypingLog(log.value).split(marker);
  return { score: score.value, logBefore, logAfter };
}

/** Inserts notes as createNote stores a public note; with `firstLogIndex` they are already in the log, without it they wait for the sequencer. */
export async function insertSyntheticNotes(
  db: Pick<Db, "execute">,
  batch: readonly SyntheticNote[],
  firstLogIndex: number | null,
): Promise<void> {
  if (batch.length === 0) return;
  const rows = sql.join(
    batch.map(
      (note, i) =>
        sql`(${note.slug}, ${JSON.stringify(note.proof)}::jsonb, ${note.createdAt.toISOString()}::timestamptz, ${note.logHash}, ${firstLogIndex === null ? null : firstLogIndex + i}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO notes (slug, content, is_private, view_policy, content_hash, proof, created_at, log_hash, log_index)
    SELECT v.slug, ${NOTE_TEXT}, false, 'public', ${sha256Hex(NOTE_TEXT)}, v.proof, v.created_at, v.log_hash, v.log_index
    FROM (VALUES ${rows}) AS v(slug, proof, created_at, log_hash, log_index)`);
}

/**
 * The tree in memory: per level, the hashes of its complete subtrees from index 0,
 * 32 bytes each (a million leaves: ~64 MB in all).
 */
class MemoryTree {
  private readonly levels: Uint8Array[] = [];

  constructor(readonly leaves: number) {
    for (let level = 0; leaves >> level > 0; level++) this.levels.push(new Uint8Array((leaves >> level) * 32));
  }

  set(level: number, index: number, hash: Hash) {
    (this.levels[level] as Uint8Array).set(hash, index * 32);
  }

  readonly node: NodeLookup = (level, index) => {
    const bytes = this.levels[level];
    if (!bytes || (index + 1) * 32 > bytes.length) throw new Error(`The log lacks node ${level}:${index}`);
    return bytes.subarray(index * 32, (index + 1) * 32);
  };

  /** Level by level, every complete subtree whose last leaf is at or after `from` (those appending from `from` completes), children first. */
  *completedSince(from: number): Generator<{ level: number; index: number }> {
    for (let level = 0; level < this.levels.length; level++) {
      for (let index = Math.floor(from / 2 ** level); index < this.leaves >> level; index++) yield { level, index };
    }
  }
}

export interface FilledLog {
  /** The log's size before and after. */
  fromSize: number;
  size: number;
  checkpoints: number;
  seconds: number;
}

/**
 * Appends `count` synthetic notes to the log, as integratePending would have appended
 * them (after whatever notes were waiting, which it appends first), in one
 * transaction on the log's locked state row. `progress` hears what it is doing.
 */
export async function fillLog(
  db: Db,
  {
    keys,
    signer,
    count,
    startAt = new Date(Date.now() - count),
    progress = () => {},
  }: {
    keys: SigningKeyStore;
    signer: CheckpointSigner;
    count: number;
    /** The first note's creation time, the next ones a millisecond apart (by default, the last is now). */
    startAt?: Date;
    progress?: (text: string) => void;
  },
): Promise<FilledLog> {
  const started = performance.now();
  // Notes stored before: appended first, in their order, as the sequencer would.
  while ((await integratePending(db, signer))?.appended) progress("appended the notes that were waiting");
  const key = await keys.active();
  const sign = await signer.load();

  const filled = await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`SELECT size FROM tlog_state WHERE id FOR UPDATE`)) as unknown as {
      rows: Array<{ size: string | number }>;
    };
    const fromSize = Number(rows[0]?.size ?? 0);
    const makeNote = syntheticNoteMaker(key, startAt, fromSize);
    const tree = new MemoryTree(fromSize + count);
    await loadNodes(tx, tree, fromSize);

    // Sign and hash the next statement's notes while the last one is being inserted.
    let inserting: Promise<void> = Promise.resolve();
    for (let first = 0; first < count; first += NOTES_PER_STATEMENT) {
      const batch = Array.from({ length: Math.min(NOTES_PER_STATEMENT, count - first) }, (_, i) =>
        makeNote(fromSize + first + i),
      );
      batch.forEach((note, i) => tree.set(0, fromSize + first + i, leafHash(proofLeafData(note.proof))));
      await inserting;
      inserting = insertSyntheticNotes(tx, batch, fromSize + first);
      if ((first / NOTES_PER_STATEMENT) % 50 === 0)
        progress(`notes: ${first.toLocaleString("en")} of ${count.toLocaleString("en")}`);
    }
    await inserting;

    progress("hashing the tree");
    const created: Array<{ level: number; index: number }> = [];
    for (const { level, index } of tree.completedSince(fromSize)) {
      if (level > 0)
        tree.set(level, index, nodeHash(tree.node(level - 1, 2 * index), tree.node(level - 1, 2 * index + 1)));
      created.push({ level, index });
    }
    for (let first = 0; first < created.length; first += NODES_PER_STATEMENT) {
      const values = created
        .slice(first, first + NODES_PER_STATEMENT)
        .map(({ level, index }) => sql`(${level}::int, ${index}::bigint, ${tree.node(level, index)}::bytea)`);
      await tx.execute(sql`INSERT INTO tlog_nodes (level, idx, hash) VALUES ${sql.join(values, sql`, `)}`);
    }
    progress(`nodes: ${created.length.toLocaleString("en")}`);

    // integratePending signs one checkpoint per batch: at fromSize + 1,000, + 2,000, …, and the last.
    const sizes: number[] = [];
    for (let size = fromSize + MAX_BATCH; size < fromSize + count; size += MAX_BATCH) sizes.push(size);
    sizes.push(fromSize + count);
    for (const size of sizes) {
      const root = rootHash(size, tree.node);
      const signedNote = sign(checkpointBody({ origin: signer.origin, size, root }));
      await tx.execute(
        sql`INSERT INTO tlog_checkpoints (size, root_hash, signed_note) VALUES (${size}, ${root}::bytea, ${signedNote})`,
      );
    }
    await tx.execute(sql`UPDATE tlog_state SET size = ${fromSize + count} WHERE id`);
    return { fromSize, size: fromSize + count, checkpoints: sizes.length };
  });
  return { ...filled, seconds: (performance.now() - started) / 1000 };
}

/** Reads the nodes already stored (the tree of `size` leaves) into `tree`. */
async function loadNodes(db: Pick<Db, "execute">, tree: MemoryTree, size: number): Promise<void> {
  if (size === 0) return;
  const { rows } = (await db.execute(sql`SELECT level, idx, hash FROM tlog_nodes`)) as unknown as {
    rows: Array<{ level: number; idx: string | number; hash: Uint8Array }>;
  };
  for (const row of rows) tree.set(Number(row.level), Number(row.idx), new Uint8Array(row.hash));
}

/** The key store and checkpoint signer the server would use on this database, from the same environment. */
export function logSigningOf(
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): { keys: SigningKeyStore; signer: CheckpointSigner } {
  const config = readConfig({ SITE_URL: env.SITE_URL, NOTE_SIGNING_KEY: env.NOTE_SIGNING_KEY });
  const keys = new SigningKeyStore(db, config.NOTE_SIGNING_KEY);
  return { keys, signer: checkpointSigner(keys, logOrigin(config)) };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database whose log to fill.");
  const count = Number(process.argv[2] ?? 1_000_000);
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`count must be a whole number of notes, got ${process.argv[2]}`);
  const database = await openDatabase({ url });
  try {
    const filled = await fillLog(database.db, {
      ...logSigningOf(database.db),
      count,
      progress: (text) => console.log(`… ${text}`),
    });
    console.log(
      `The log holds ${filled.size.toLocaleString("en")} entries (was ${filled.fromSize.toLocaleString("en")}), ${filled.checkpoints} checkpoints written, in ${filled.seconds.toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
