import { createHash, createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { fromBase64Url } from "#app/sites/notebook/envelope.ts";
import { encryptNote } from "#app/sites/notebook/note-crypto.ts";
import type { Note, ProofPayloadV2, PublicJwk } from "#app/sites/notebook/note-types.ts";
import { MAX_BATCH_EVENTS, MAX_LOG_EVENTS, type TypingEvent } from "#app/sites/notebook/typing-log.ts";
import { describeApi, type ApiHarness } from "#tests/support/api-harness.ts";
import { appPoster, instantTyping, personTyping, writeNote, type Typing } from "#tests/support/note-writer.ts";
import { mintProof } from "#tests/support/proof-of-work.ts";
import { createApp } from "../app";
import { readConfig } from "../config";
import { noteSessionBatches, notes, noteSessions, signingKeys } from "../db/schema";
import { createLogger } from "../logger";
import { NOTE_MESSAGES } from "../notes/request-schemas";
import { MAX_SESSION_BYTES } from "../notes/sessions";
import { READS_PER_LIMIT } from "./notes";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

interface Session {
  sessionId: string;
  secret: string;
  slug: string;
  batchIntervalMs: number;
}

interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- an answer's JSON, read field by field
}

describeApi("Human Notebook API", (api) => {
  const db = () => api().database.db;

  async function call(path: string, body: unknown): Promise<Answer> {
    const response = await api().post(path, body);
    return { status: response.status, json: await response.json() };
  }

  async function open(): Promise<Session> {
    const opened = await call("/api/notes/sessions", { altcha: await mintProof(db()) });
    expect(opened.status).toBe(201);
    return opened.json as Session;
  }

  /** Moves a session's clock back, as if it had been opened (and last fed) `seconds` earlier. */
  async function age(sessionId: string, seconds: number) {
    await db()
      .update(noteSessions)
      .set({
        createdAt: sql`${noteSessions.createdAt} - make_interval(secs => ${seconds})`,
        lastBatchAt: sql`${noteSessions.lastBatchAt} - make_interval(secs => ${seconds})`,
      })
      .where(eq(noteSessions.id, sessionId));
  }

  const batch = (session: Session, seq: number, sentAt: number, events: TypingEvent[], secret = session.secret) =>
    call(`/api/notes/sessions/${session.sessionId}/batches`, { secret, seq, sentAt, events });

  /** A create call whose final (and only) batch is the whole log. */
  function publicBody(session: Session, typing: Typing, content: string, { sentAt = lastTime(typing) } = {}) {
    return {
      sessionId: session.sessionId,
      secret: session.secret,
      seq: 0,
      sentAt,
      events: typing.events,
      isPrivate: false,
      viewPolicy: "public",
      passphraseHint: null,
      content,
      inserted: typing.inserted,
    };
  }
  const lastTime = (typing: Typing) => typing.events.at(-1)?.[0] ?? 0;

  /**
   * A person's note without waiting for it: the session is moved back by the typing's
   * length first, as if it had been opened then, and the whole log comes as the final batch.
   */
  async function typedNote(content: string): Promise<{ session: Session; answer: Answer }> {
    const session = await open();
    const typing = personTyping(content);
    await age(session.sessionId, Math.ceil(lastTime(typing) / 1000) + 1);
    return { session, answer: await call("/api/notes", publicBody(session, typing, content.trim())) };
  }

  async function getNote(slug: string): Promise<Note> {
    const response = await api().request(`/api/notes/${slug}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Note;
  }

  const payloadOf = (note: Note) => JSON.parse(note.proof.payload) as ProofPayloadV2;

  async function jwks(harness: ApiHarness = api()): Promise<PublicJwk[]> {
    const response = await harness.request("/.well-known/jwks.json");
    expect(response.status).toBe(200);
    return ((await response.json()) as { keys: PublicJwk[] }).keys;
  }

  async function verifyCall(proof: unknown, content: string, harness: ApiHarness = api()) {
    const response = await harness.post("/api/notes/verify", { proof, content });
    expect(response.status).toBe(200);
    return (await response.json()) as { valid: boolean; reason?: string; timestamp: string };
  }

  const noteCount = async () => (await db().select({ slug: notes.slug }).from(notes)).length;

  // -------------------------------------------------------------------------
  // Sessions and batches

  it("opens a writing session: a public id, a secret only the page holds (stored as its hash), the note's slug", async () => {
    const session = await open();
    expect(Object.keys(session)).toEqual(["sessionId", "secret", "slug", "batchIntervalMs"]);
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(session.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(session.batchIntervalMs).toBe(2000);
    const [row] = await db().select().from(noteSessions).where(eq(noteSessions.id, session.sessionId));
    expect(row).toMatchObject({ slug: session.slug, secretHash: sha256(session.secret), usedAt: null, batchCount: 0 });
    expect(JSON.stringify(row)).not.toContain(session.secret);
    expect((await call("/api/notes/sessions", { startedAt: 0 })).status).toBe(400);
  });

  it("opens a session only for a proof of work: none, a spent one or an expired one is refused with a message, storing nothing", async () => {
    const before = await db().select().from(noteSessions);
    const spent = await mintProof(db());
    expect((await call("/api/notes/sessions", { altcha: spent })).status).toBe(201);
    for (const body of [{}, { altcha: spent }, { altcha: await mintProof(db(), -1_000) }]) {
      const refused = await call("/api/notes/sessions", body);
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ code: "proof_of_work_failed", message: NOTE_MESSAGES.proofOfWork });
    }
    expect(await db().select().from(noteSessions)).toHaveLength(before.length + 1);
  });

  it("answers a filled honeypot with a session's values and stores nothing", async () => {
    const before = await db().select().from(noteSessions);
    const fake = await call("/api/notes/sessions", { website: "http://spam.example" });
    expect(fake.status).toBe(201);
    expect(fake.json.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db().select().from(noteSessions)).toHaveLength(before.length);
  });

  it("writes a person's note through batches timed by the server, and signs proof v2 with the server's times only", async () => {
    const content = "Typed by hand, key by key, slowly.";
    const { slug, sessionId } = await writeNote(appPoster(api()), { content });
    const note = await getNote(slug);
    expect(note).toMatchObject({
      slug,
      content,
      contentEnc: null,
      isPrivate: false,
      passphraseHint: null,
      viewPolicy: "public",
      contentHash: sha256(content),
    });

    const payload = payloadOf(note);
    expect(payload).toMatchObject({
      v: 2,
      slug,
      createdAt: note.createdAt,
      session: sessionId,
      contentHash: sha256(content),
      commitment: "sha256",
      envelopeHash: null,
      viewPolicy: "public",
      isPrivate: false,
      rubric: "v2",
      isHuman: true,
      flags: [],
      keys: expect.any(Number),
    });
    expect(payload.batchCount).toBeGreaterThanOrEqual(2);
    expect(payload.humanScore).toBeGreaterThanOrEqual(80);
    expect(payload.typedSeconds).toBe(
      Math.round((Date.parse(payload.createdAt) - Date.parse(payload.sessionStartedAt)) / 100) / 10,
    );
    expect(payload.typedSeconds).toBeGreaterThan(3);

    // The log, byte for byte as signed, and its size on the note.
    const logResponse = await api().request(`/api/notes/${slug}/log`);
    expect(logResponse.status).toBe(200);
    expect(logResponse.headers.get("content-type")).toMatch(/^application\/json/);
    const log = await logResponse.text();
    expect(sha256(log)).toBe(payload.logHash);
    expect(note.typingLogBytes).toBe(Buffer.byteLength(log));
    const parsedLog = JSON.parse(log) as {
      v: number;
      session: string;
      private: boolean;
      batches: Array<{ at: number; sent: number; events: TypingEvent[] }>;
    };
    expect(parsedLog).toMatchObject({ v: 2, session: sessionId, private: false });
    for (const { at, sent } of parsedLog.batches) expect(sent).toBeLessThanOrEqual(at);
    // A public log carries what each key inserted.
    expect(log).toMatch(/\[\d+,"k",0,0,"T"\]/);

    // What a third party does: the key from the JWKS, as the DER SubjectPublicKeyInfo OpenSSL reads.
    const jwk = (await jwks()).find((key) => key.kid === note.proof.kid);
    expect(jwk).toMatchObject({ kty: "OKP", crv: "Ed25519" });
    const der = Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), Buffer.from(jwk!.x, "base64url")]);
    const publicKey = createPublicKey({ key: der, format: "der", type: "spki" });
    expect(
      verify(null, Buffer.from(note.proof.payload, "utf8"), publicKey, Buffer.from(note.proof.signature, "base64url")),
    ).toBe(true);
    expect(await verifyCall(note.proof, content)).toEqual({ valid: true, timestamp: expect.any(String) });

    // The session made its note: nothing of its batches is left, and it makes no other.
    expect(
      await db().select().from(noteSessionBatches).where(eq(noteSessionBatches.sessionId, sessionId)),
    ).toHaveLength(0);
  }, 30_000);

  it("takes batches in order only: the last one again (a lost answer) is fine, another seq or other events are 409", async () => {
    const session = await open();
    const events: TypingEvent[] = [
      [0, "k", 0, 0, 1],
      [180, "k", 1, 0, 1],
    ];
    expect(await batch(session, 0, 300, events)).toEqual({ status: 200, json: { seq: 0 } });
    expect(await batch(session, 0, 300, events)).toEqual({ status: 200, json: { seq: 0 } });

    const replayed = await batch(session, 0, 300, [[0, "k", 0, 0, 2]]);
    expect(replayed.status).toBe(409);
    expect(replayed.json.error).toEqual({
      code: "batch_out_of_order",
      message: expect.stringContaining("expects seq 1"),
      fields: { seq: expect.stringContaining("1") },
    });
    const skipped = await batch(session, 5, 900, []);
    expect(skipped.status).toBe(409);
    expect(skipped.json.error.code).toBe("batch_out_of_order");

    // One batch per 250 ms per session. The last batch's time is set rather than waited
    // for: on a loaded machine a request may take longer than 250 ms to arrive.
    const lastBatchAt = (at: ReturnType<typeof sql>) =>
      db().update(noteSessions).set({ lastBatchAt: at }).where(eq(noteSessions.id, session.sessionId));
    await lastBatchAt(sql`now() + interval '5 seconds'`);
    const hurried = await batch(session, 1, 400, [[390, "k", 2, 0, 1]]);
    expect(hurried.status).toBe(429);
    expect(hurried.json.error.code).toBe("rate_limited");
    await lastBatchAt(sql`now() - interval '300 milliseconds'`);
    expect((await batch(session, 1, 400, [[390, "k", 2, 0, 1]])).status).toBe(200);
    const [row] = await db().select().from(noteSessions).where(eq(noteSessions.id, session.sessionId));
    expect(row).toMatchObject({ batchCount: 2, eventCount: 3 });
  });

  it("refuses batches that carry characters, too many events, or an unknown, foreign, expired or spent session", async () => {
    const session = await open();
    const withText = await batch(session, 0, 100, [[0, "k", 0, 0, "a"]]);
    expect(withText.status).toBe(400);
    expect(withText.json.error.fields.events).toMatch(/event 1/i);
    const tooMany = await batch(
      session,
      0,
      100,
      Array.from({ length: MAX_BATCH_EVENTS + 1 }, (): TypingEvent => [0, "k", 0, 0, 1]),
    );
    expect(tooMany.status).toBe(400);

    await db()
      .update(noteSessions)
      .set({ eventCount: MAX_LOG_EVENTS - 1 })
      .where(eq(noteSessions.id, session.sessionId));
    const overLog = await batch(session, 0, 100, [
      [0, "k", 0, 0, 1],
      [90, "k", 1, 0, 1],
    ]);
    expect(overLog.status).toBe(400);
    expect(overLog.json.error).toMatchObject({
      code: "implausible_note",
      message: expect.stringContaining(String(MAX_LOG_EVENTS)),
    });

    const unknown = await batch({ ...session, sessionId: "A".repeat(22) }, 0, 100, []);
    expect(unknown).toMatchObject({
      status: 404,
      json: {
        error: { code: "session_unknown", message: "This writing session does not exist. Start again to get a proof." },
      },
    });
    const malformed = await call("/api/notes/sessions/not-a-session/batches", {
      secret: session.secret,
      seq: 0,
      sentAt: 0,
      events: [],
    });
    expect(malformed.status).toBe(404);
    const foreign = await batch(session, 0, 100, [], "B".repeat(43));
    expect(foreign).toMatchObject({
      status: 403,
      json: {
        error: {
          code: "session_foreign",
          message: "This writing session belongs to another page. Start again to get a proof.",
        },
      },
    });

    const expired = await open();
    await db()
      .update(noteSessions)
      .set({ lastBatchAt: sql`now() - interval '61 minutes'` })
      .where(eq(noteSessions.id, expired.sessionId));
    expect(await batch(expired, 0, 100, [])).toMatchObject({
      status: 410,
      json: {
        error: {
          code: "session_expired",
          message: "This writing session expired after 60 minutes without typing. Start again to get a proof.",
        },
      },
    });

    const { session: spent, answer } = await typedNote("A note that spends its session.");
    expect(answer.status).toBe(201);
    expect(await batch(spent, 1, 100, [])).toMatchObject({
      status: 409,
      json: {
        error: {
          code: "session_spent",
          message: "This writing session already produced a note. Start again to write another.",
        },
      },
    });
  });

  it("refuses impossible batches and stores nothing of them (review of #14, finding 4)", async () => {
    const session = await open();
    const batchRows = async () =>
      db().select().from(noteSessionBatches).where(eq(noteSessionBatches.sessionId, session.sessionId));
    // The reviewer's batch: 600 events at 2^53-1 ms, far outside the text, sent at 0.
    const huge = Number.MAX_SAFE_INTEGER;
    const impossible = await batch(
      session,
      0,
      0,
      Array.from({ length: MAX_BATCH_EVENTS }, (): TypingEvent => [huge, "c", huge, huge, 32]),
    );
    expect(impossible.status).toBe(400);
    expect(impossible.json.error.code).toBe("implausible_note");
    for (const [name, sentAt, events] of [
      ["an event after its batch was sent", 100, [[101, "k", 0, 0, 1]]],
      [
        "events going backwards",
        300,
        [
          [200, "k", 0, 0, 1],
          [100, "k", 1, 0, 1],
        ],
      ],
      ["a key typed past the end of the text", 300, [[0, "k", 1, 0, 1]]],
      [
        "a deletion of more than was typed",
        300,
        [
          [0, "k", 0, 0, 1],
          [100, "d", 0, 2, 0],
        ],
      ],
    ] as const) {
      const refused = await batch(session, 0, sentAt, events as unknown as TypingEvent[]);
      expect(refused.status, name).toBe(400);
      expect(refused.json.error.code, name).toBe("implausible_note");
    }
    expect(await batchRows()).toEqual([]);

    expect(
      (
        await batch(session, 0, 1_000, [
          [0, "k", 0, 0, 1],
          [900, "k", 1, 0, 1],
        ])
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const earlierSent = await batch(session, 1, 999, []);
    expect(earlierSent).toMatchObject({
      status: 400,
      json: { error: { code: "implausible_note", fields: { sentAt: expect.any(String) } } },
    });
    const earlierEvent = await batch(session, 1, 2_000, [[899, "k", 2, 0, 1]]);
    expect(earlierEvent).toMatchObject({ status: 400, json: { error: { code: "implausible_note" } } });
    // Two events so far: the text has at most 128 units, whatever they were.
    const outside = await batch(session, 1, 2_000, [[1_500, "d", 0, 129, 0]]);
    expect(outside).toMatchObject({ status: 400, json: { error: { code: "implausible_note" } } });
    expect(await batchRows()).toHaveLength(1);
    expect((await batch(session, 1, 2_000, [[1_500, "d", 1, 1, 0]])).status).toBe(200);
  });

  it("caps the bytes a session stores", async () => {
    const session = await open();
    // A batch as large as the cap, stored as if it had come in.
    const events: TypingEvent[] = Array.from({ length: MAX_SESSION_BYTES / 16 }, () => [0, "x", 0, 0, 10_000_000]);
    await db()
      .insert(noteSessionBatches)
      .values({ sessionId: session.sessionId, seq: 0, at: 0, sent: 0, events: JSON.stringify(events) });
    await db()
      .update(noteSessions)
      .set({ batchCount: 1, eventCount: 1, lastBatchAt: sql`now() - interval '1 second'` })
      .where(eq(noteSessions.id, session.sessionId));
    const over = await batch(session, 1, 100, [[0, "k", 0, 0, 1]]);
    expect(over).toMatchObject({
      status: 400,
      json: { error: { code: "implausible_note", message: expect.stringContaining("KB") } },
    });
    expect(
      await db().select().from(noteSessionBatches).where(eq(noteSessionBatches.sessionId, session.sessionId)),
    ).toHaveLength(1);
  });

  it("deletes an expired session's batches, keeping the session to say it expired", async () => {
    const session = await open();
    expect((await batch(session, 0, 300, [[0, "k", 0, 0, 1]])).status).toBe(200);
    await age(session.sessionId, 61 * 60);
    await open();
    expect(
      await db().select().from(noteSessionBatches).where(eq(noteSessionBatches.sessionId, session.sessionId)),
    ).toEqual([]);
    expect((await batch(session, 1, 400, [])).status).toBe(410);
  });

  // -------------------------------------------------------------------------
  // Creating: the forgery suite's server half

  it("makes no note without a session, nor with an unknown, foreign, expired or spent one, and stores nothing", async () => {
    const content = "Nobody watched this being typed.";
    const typing = personTyping(content);
    const before = await noteCount();
    const noSession = { ...publicBody(await open(), typing, content) } as Record<string, unknown>;
    delete noSession.sessionId;
    delete noSession.secret;
    expect((await call("/api/notes", noSession)).status).toBe(400);

    const unknown = await call("/api/notes", {
      ...publicBody(await open(), typing, content),
      sessionId: "C".repeat(22),
    });
    expect(unknown).toMatchObject({ status: 404, json: { error: { code: "session_unknown" } } });
    const foreign = await call("/api/notes", { ...publicBody(await open(), typing, content), secret: "D".repeat(43) });
    expect(foreign).toMatchObject({ status: 403, json: { error: { code: "session_foreign" } } });

    const old = await open();
    await age(old.sessionId, 61 * 60);
    expect(await call("/api/notes", publicBody(old, typing, content))).toMatchObject({
      status: 410,
      json: { error: { code: "session_expired" } },
    });
    expect(await noteCount()).toBe(before);

    const { session, answer } = await typedNote(content);
    expect(answer.status).toBe(201);
    expect(await call("/api/notes", publicBody(session, typing, content))).toMatchObject({
      status: 409,
      json: { error: { code: "session_spent" } },
    });
    expect(await noteCount()).toBe(before + 1);
  });

  it("scores a script's events, all at 0 ms in one instant batch, not human, and signs that", async () => {
    const content = "A script wrote this note in no time at all.";
    const session = await open();
    const created = await call("/api/notes", publicBody(session, instantTyping(content), content, { sentAt: 0 }));
    expect(created.status).toBe(201);
    const payload = payloadOf(await getNote(created.json.slug));
    expect(payload.isHuman).toBe(false);
    expect(payload.humanScore).toBeLessThan(60);
    expect(payload.flags.map((flag) => flag.code)).toContain("machine-speed");
  });

  it("does not sign a duration the page claims: sentAt far ahead of the server's clock is flagged", async () => {
    const content = "I claim to have typed this for a whole day.";
    const session = await open();
    const typing = personTyping(content);
    // Stretch the events over 24 hours, as the page's clock would claim.
    const claimed: Typing = {
      ...typing,
      events: typing.events.map(([t, ...rest]): TypingEvent => [t * 1000, ...rest]),
    };
    const created = await call("/api/notes", publicBody(session, claimed, content, { sentAt: 86_400_000 }));
    if (created.status === 201) {
      const payload = payloadOf(await getNote(created.json.slug));
      expect(payload.isHuman).toBe(false);
      expect(payload.flags.map((flag) => flag.code)).toContain("clock-ahead");
      expect(payload.typedSeconds).toBeLessThan(60);
    } else {
      expect(created.json.error.code).toBe("implausible_note");
    }
  });

  it("refuses a text its typing log does not rebuild, says why, and leaves the session usable", async () => {
    const content = "What was really typed here.";
    const typing = personTyping(content);
    const session = await open();
    const before = await noteCount();
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ["another text", publicBody(session, typing, "Something else entirely, never typed."), /does not rebuild/],
      [
        "characters not as long as witnessed",
        {
          ...publicBody(session, typing, content),
          inserted: typing.inserted.map((text) => (text ? `${text}x` : text)),
        },
        /witnessed/,
      ],
      [
        "one string too few",
        { ...publicBody(session, typing, content), inserted: typing.inserted.slice(1) },
        /inserted has/,
      ],
    ];
    for (const [name, body, message] of cases) {
      const refused = await call("/api/notes", body);
      expect(refused.status, name).toBe(400);
      expect(refused.json.error.code, name).toBe("implausible_note");
      expect(refused.json.error.message, name).toMatch(message);
    }
    // Several characters for one key: refused with the events, before the log is even put together.
    const oneKey = await call("/api/notes", {
      ...publicBody(session, typing, content),
      events: [[0, "k", 0, 0, content.length]],
      inserted: [content],
    });
    expect(oneKey.status).toBe(400);
    expect(oneKey.json.error.fields.events).toMatch(/event 1/i);
    expect(await noteCount()).toBe(before);
    const [row] = await db().select().from(noteSessions).where(eq(noteSessions.id, session.sessionId));
    expect(row!.usedAt).toBeNull();
    await age(session.sessionId, 10);
    expect((await call("/api/notes", publicBody(session, typing, content))).status).toBe(201);
  });

  it("tells a page from before proof v2 to reload", async () => {
    const outdated = await call("/api/notes", {
      isPrivate: false,
      viewPolicy: "public",
      passphraseHint: null,
      humanScore: 80,
      sessionMetadata: { duration: 4, keystrokeCount: 3, typingSpeed: 40 },
      events: [{ type: "keydown", contentLength: 1, timestamp: 0 }],
      content: "abc",
    });
    expect(outdated).toEqual({
      status: 400,
      json: { error: { code: "validation_failed", message: "This page is out of date: reload it to write a note." } },
    });
  });

  it("validates public notes: empty content, hints, content over 10,000 characters", async () => {
    const session = await open();
    const typing = personTyping("abc");
    const empty = await call("/api/notes", publicBody(session, typing, "   "));
    expect(empty.json.error.fields.content).toBe("Please enter some content");
    const hint = await call("/api/notes", { ...publicBody(session, typing, "abc"), passphraseHint: "a hint" });
    expect(hint.json.error.fields.passphraseHint).toMatch(/no passphrase hint/);
    const long = await call("/api/notes", publicBody(session, typing, "x".repeat(10_001)));
    expect(long.json.error.fields.content).toMatch(/at most 10000/);
  });

  // -------------------------------------------------------------------------
  // Private notes

  it("stores a private note as the browser encrypted it, bound to its slug and session, and refuses a copy of its ciphertext or commitment", async () => {
    const secret = "My secret diary entry, typed slowly.";
    const { slug, sessionId } = await writeNote(appPoster(api()), {
      content: secret,
      passphrase: "correct horse battery staple",
      passphraseHint: "  the usual one ",
    });
    const note = await getNote(slug);
    expect(note).toMatchObject({
      content: null,
      isPrivate: true,
      viewPolicy: "passphrase",
      passphraseHint: "the usual one",
    });
    const payload = payloadOf(note);
    expect(payload).toMatchObject({
      v: 2,
      session: sessionId,
      commitment: "hmac-sha256-v2",
      contentHash: note.contentHash,
      envelopeHash: sha256(note.contentEnc!),
      isPrivate: true,
      isHuman: true,
    });
    const [row] = await db().select().from(notes).where(eq(notes.slug, slug));
    expect(JSON.stringify(row)).not.toContain("diary");
    const log = await (await api().request(`/api/notes/${slug}/log`)).text();
    expect(log).not.toContain("diary");
    expect(JSON.parse(log)).toMatchObject({ private: true });
    expect(await verifyCall(note.proof, secret)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/private note/),
    });

    // A forger copies the ciphertext (or the commitment) into a note of its own, with scripted typing.
    const forge = async (
      fields: (own: { contentEnc: string; contentHash: string }) => { contentEnc: string; contentHash: string },
    ) => {
      const session = await open();
      const typing = personTyping(secret);
      await age(session.sessionId, 30);
      const own = await encryptNote(secret, "forger", { slug: session.slug, session: session.sessionId });
      const { content: _content, inserted: _inserted, ...body } = publicBody(session, typing, secret);
      return call("/api/notes", { ...body, isPrivate: true, viewPolicy: "passphrase", ...fields(own) });
    };
    const before = await noteCount();
    const stolenCt = JSON.parse(note.contentEnc!).ct as string;
    for (const [name, fields] of [
      ["the whole envelope and commitment", () => ({ contentEnc: note.contentEnc!, contentHash: note.contentHash })],
      [
        "the ciphertext in a new envelope",
        (own: { contentEnc: string; contentHash: string }) => ({
          ...own,
          contentEnc: JSON.stringify({ ...JSON.parse(own.contentEnc), ct: stolenCt }),
        }),
      ],
      [
        "the commitment",
        (own: { contentEnc: string; contentHash: string }) => ({ ...own, contentHash: note.contentHash }),
      ],
    ] as const) {
      const copied = await forge(fields);
      expect(copied, name).toEqual({
        status: 409,
        json: {
          error: {
            code: "duplicate_ciphertext",
            message: "This encrypted note is already stored: a note cannot be signed twice.",
          },
        },
      });
    }
    expect(await noteCount()).toBe(before);
    // Its own ciphertext is fine.
    expect((await forge((own) => own)).status).toBe(201);
  }, 30_000);

  it("keys a stored ciphertext by its bytes, so another spelling of a copied ct is refused too (review of #14, finding 5)", async () => {
    // 3 bytes of content: 52 bytes of ciphertext, 70 characters, the last with 4 unused bits.
    const { slug } = await writeNote(appPoster(api()), { content: "Hey", passphrase: "correct horse battery staple" });
    const note = await getNote(slug);
    const ct = JSON.parse(note.contentEnc!).ct as string;
    const [row] = await db().select({ ciphertextHash: notes.ciphertextHash }).from(notes).where(eq(notes.slug, slug));
    expect(row!.ciphertextHash).toBe(createHash("sha256").update(fromBase64Url(ct)).digest("hex"));

    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = ct.slice(0, -1) + alphabet[alphabet.indexOf(ct.at(-1)!) ^ 1];
    expect(Buffer.from(fromBase64Url(respelt))).toEqual(Buffer.from(fromBase64Url(ct)));
    const session = await open();
    const typing = personTyping("Hey");
    await age(session.sessionId, 30);
    const own = await encryptNote("Hey", "forger", { slug: session.slug, session: session.sessionId });
    const { content: _content, inserted: _inserted, ...body } = publicBody(session, typing, "Hey");
    const before = await noteCount();
    const copied = await call("/api/notes", {
      ...body,
      isPrivate: true,
      viewPolicy: "passphrase",
      contentEnc: JSON.stringify({ ...JSON.parse(own.contentEnc), ct: respelt }),
      contentHash: "0".repeat(64),
    });
    // 409 as a copy; 400 where the envelope's parser refuses a non-canonical spelling first.
    expect([400, 409], JSON.stringify(copied.json)).toContain(copied.status);
    expect(await noteCount()).toBe(before);
  }, 30_000);

  it("refuses private notes that send content or characters, a v1 envelope, or more ciphertext than typing", async () => {
    const session = await open();
    const typing = personTyping("short");
    const { content: _content, inserted, ...base } = publicBody(session, typing, "short");
    const own = await encryptNote("short", "pass", { slug: session.slug, session: session.sessionId });
    const body = { ...base, isPrivate: true, viewPolicy: "passphrase", ...own };

    expect((await call("/api/notes", { ...body, content: "short" })).json.error.fields.content).toMatch(
      /never sends its content/,
    );
    expect((await call("/api/notes", { ...body, inserted })).json.error.fields.inserted).toMatch(
      /never sends its characters/,
    );
    const v1 = await call("/api/notes", {
      ...body,
      contentEnc: JSON.stringify({ ...JSON.parse(own.contentEnc), v: 1 }),
    });
    expect(v1.json.error.fields.contentEnc).toMatch(/version 2/);
    const long = await encryptNote("x".repeat(500), "pass", { slug: session.slug, session: session.sessionId });
    const tooLong = await call("/api/notes", { ...body, ...long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.message).toMatch(/more text than its typing log/);
  });

  // -------------------------------------------------------------------------
  // Verifying

  it("answers verify with valid: false for a non-canonical signature, extra members, or a changed payload or text", async () => {
    const content = "A note worth forging, typed by hand.";
    const { answer } = await typedNote(content);
    const { proof } = await getNote(answer.json.slug);
    expect(await verifyCall(proof, content)).toMatchObject({ valid: true });

    // The same signature bytes, another text: the last character's unused low bits set.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(proof.signature.at(-1)!);
    const loose = proof.signature.slice(0, -1) + alphabet[last | 0b11];
    expect(Buffer.from(loose, "base64url")).toEqual(Buffer.from(proof.signature, "base64url"));
    expect(loose).not.toBe(proof.signature);
    expect(await verifyCall({ ...proof, signature: loose }, content)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/canonical/),
    });

    expect((await verifyCall({ ...proof, note: "extra" }, content)).valid).toBe(false);
    const extraMember = { ...proof, payload: proof.payload.replace(/}$/, ',"extra":1}') };
    expect((await verifyCall(extraMember, content)).valid).toBe(false);
    const changed = { ...proof, payload: proof.payload.replace(/"humanScore":\d+/, '"humanScore":100') };
    expect(changed.payload).not.toBe(proof.payload);
    expect(await verifyCall(changed, content)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/payload was changed/),
    });
    const signature = Buffer.from(proof.signature, "base64url");
    signature[10] = signature[10]! ^ 0xff;
    expect(await verifyCall({ ...proof, signature: signature.toString("base64url") }, content)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/signature was changed/),
    });
    expect(await verifyCall(proof, `${content}!`)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/content does not match/),
    });
    expect(
      await verifyCall({ alg: "RS256", kid: proof.kid, payload: proof.payload, signature: proof.signature }, content),
    ).toMatchObject({ valid: false });
  });

  it("says a tampered stored note is invalid: changed content, or a changed typing log", async () => {
    const content = "The operator may not rewrite this.";
    const { answer } = await typedNote(content);
    const slug = answer.json.slug as string;
    await db().update(notes).set({ content: "The operator rewrote this." }).where(eq(notes.slug, slug));
    const tampered = await getNote(slug);
    expect(await verifyCall(tampered.proof, tampered.content!)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/content does not match/),
    });

    await db()
      .update(notes)
      .set({ content, typingLog: sql`replace(${notes.typingLog}, '"private":false', '"private":false ')` })
      .where(eq(notes.slug, slug));
    expect(await verifyCall(tampered.proof, content)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/typing log is not the one that was signed/),
    });
  });

  it("keeps reading and verifying notes signed before proof v2 (no typing log)", async () => {
    const { answer } = await typedNote("Any note, for the signing key.");
    const key = (await getNote(answer.json.slug)).proof.kid;
    const [stored] = await db().select().from(signingKeys).where(eq(signingKeys.kid, key));
    const content = "Written in the days of rubric v1.";
    const slug = "v1v1v1v1v1v1v1v1";
    const payload = JSON.stringify({
      v: 1,
      slug,
      createdAt: "2025-06-01T10:00:00.000Z",
      contentHash: sha256(content),
      commitment: "sha256",
      envelopeHash: null,
      viewPolicy: "public",
      isPrivate: false,
      humanScore: 100,
      rubric: "v1",
      isHuman: true,
      duration: 42,
      serverObservedSeconds: 43.1,
      keystrokeCount: 40,
      backspaceCount: 2,
      pasteCount: 0,
      largePasteCount: 0,
      typingSpeed: 11,
    });
    const { createPrivateKey, sign } = await import("node:crypto");
    const signature = sign(null, Buffer.from(payload), createPrivateKey(stored!.privateKeyPkcs8!)).toString(
      "base64url",
    );
    const proof = { alg: "Ed25519", kid: key, payload, signature };
    await db()
      .insert(notes)
      .values({
        slug,
        content,
        isPrivate: false,
        viewPolicy: "public",
        contentHash: sha256(content),
        proof,
        createdAt: new Date("2025-06-01T10:00:00.000Z"),
      });

    const note = await getNote(slug);
    expect(note).toMatchObject({ content, typingLogBytes: null, proof });
    expect((await api().request(`/api/notes/${slug}/log`)).status).toBe(404);
    expect(await verifyCall(proof, content)).toMatchObject({ valid: true });
    expect(await verifyCall(proof, `${content}?`)).toMatchObject({ valid: false });
  });

  it("checks a v2 proof of a note it does not hold for its signature and content hash", async () => {
    const content = "A note this server will forget.";
    const { answer } = await typedNote(content);
    const { proof } = await getNote(answer.json.slug);
    await db().delete(notes).where(eq(notes.slug, answer.json.slug));
    expect(await verifyCall(proof, content)).toMatchObject({ valid: true });
    expect((await verifyCall(proof, "Another text.")).valid).toBe(false);
  });

  // -------------------------------------------------------------------------
  // Keys, reads

  it("publishes the keys as Ed25519 JWKs whose kid is the RFC 7638 thumbprint", async () => {
    const [key] = await jwks();
    expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const thumbprint = createHash("sha256")
      .update(JSON.stringify({ crv: "Ed25519", kty: "OKP", x: key!.x }))
      .digest("base64url");
    expect(key!.kid).toBe(thumbprint);
    expect((await api().request("/.well-known/jwks.json")).headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("keeps its generated key across a restart, and signs with NOTE_SIGNING_KEY when set while still listing the retired key", async () => {
    const { answer } = await typedNote("Signed before the restart.");
    const { proof } = await getNote(answer.json.slug);
    const restarted = createApp({ config: readConfig({}), database: api().database, logger: createLogger("silent") });
    expect(
      ((await (await restarted.request("/.well-known/jwks.json")).json()) as { keys: PublicJwk[] }).keys[0]!.kid,
    ).toBe(proof.kid);

    const { privateKey } = generateKeyPairSync("ed25519");
    // The one-line form environment files use.
    const oneLine = privateKey.export({ format: "pem", type: "pkcs8" }).toString().trim().replace(/\n/g, "\\n");
    const withKey = createApp({
      config: { ...readConfig({}), NOTE_SIGNING_KEY: oneLine },
      database: api().database,
      logger: createLogger("silent"),
    });
    const { slug } = await writeNote(appPoster(withKey), { content: "Signed by the configured key.", pace: "instant" });
    const note = (await (await withKey.request(`/api/notes/${slug}`)).json()) as Note;
    const keys = ((await (await withKey.request("/.well-known/jwks.json")).json()) as { keys: PublicJwk[] }).keys;
    expect(keys[0]!.x).toBe(createPublicKey(privateKey).export({ format: "jwk" }).x);
    expect(note.proof.kid).toBe(keys[0]!.kid);
    expect(keys.map((key) => key.kid)).toContain(proof.kid);
    const check = async (checked: unknown, content: string) =>
      (await (
        await appPoster(withKey)("/api/notes/verify", { proof: checked, content })
      ).json) as { valid: boolean };
    expect(await check(proof, "Signed before the restart.")).toMatchObject({ valid: true });
    expect(await check(note.proof, "Signed by the configured key.")).toMatchObject({ valid: true });
    // Restore a generated signing key for the tests that follow.
    await db().delete(signingKeys).where(eq(signingKeys.origin, "env"));
    await db().update(signingKeys).set({ retiredAt: null }).where(eq(signingKeys.kid, proof.kid));
  });

  it("refuses a NOTE_SIGNING_KEY that is not an Ed25519 PKCS#8 key at start", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const rsa = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const start = (key: string) => () =>
      createApp({
        config: { ...readConfig({}), NOTE_SIGNING_KEY: key },
        database: api().database,
        logger: createLogger("silent"),
      });
    expect(start(rsa)).toThrow(/Ed25519/);
    expect(start("not a key")).toThrow(/NOTE_SIGNING_KEY/);
  });

  it("accepts the longest note (10,000 characters, its log streamed in full batches)", async () => {
    const content = "The quick brown fox jumps over the lazy dog. ".repeat(223).slice(0, 10_000);
    const { slug } = await writeNote(appPoster(api()), { content, pace: "instant" });
    const note = await getNote(slug);
    expect(note.content).toBe(content.trim());
    expect(note.typingLogBytes).toBeGreaterThan(10_000);
    expect(await verifyCall(note.proof, note.content!)).toMatchObject({ valid: true });
  }, 30_000);

  it("answers 404 with the error JSON for an unknown or malformed slug, and for its log", async () => {
    for (const slug of ["AAAAAAAAAAAAAAAA", "short", "%27%3B--"]) {
      for (const path of [`/api/notes/${slug}`, `/api/notes/${slug}/log`]) {
        const response = await api().request(path);
        expect(response.status, path).toBe(404);
        expect((await response.json()).error.code, path).toBe("not_found");
      }
    }
  });

  it("answers a filled honeypot on create with a normal success and stores nothing", async () => {
    const before = await noteCount();
    const session = await open();
    const content = "I am a bot";
    const response = await call("/api/notes", {
      ...publicBody(session, personTyping(content), content),
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(response.json.slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await noteCount()).toBe(before);
  });
});

describeApi(
  "Human Notebook API rate limits",
  (api) => {
    it("limits sessions and notes per client with NOTES_RATE_LIMIT_CLIENT_MAX", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await api().post("/api/notes/sessions", { altcha: await mintProof(api().database.db) })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const creates: number[] = [];
      for (let i = 0; i < 3; i++) creates.push((await api().post("/api/notes", {})).status);
      // The limit comes before the body is read: two refused bodies, then 429.
      expect(creates).toEqual([400, 400, 429]);
    });

    it("limits reads of a note and of its log per client (review of #14, finding 3)", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * READS_PER_LIMIT + 1; i++)
        statuses.push(
          (await api().request(i % 2 ? "/api/notes/AAAAAAAAAAAAAAAA/log" : "/api/notes/AAAAAAAAAAAAAAAA")).status,
        );
      expect(statuses).toEqual([...Array<number>(2 * READS_PER_LIMIT).fill(404), 429]);
    });
  },
  { NOTES_RATE_LIMIT_CLIENT_MAX: 2, RATE_LIMIT_CLIENT_MAX: 2 },
);
