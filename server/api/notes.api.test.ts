import { createHash, createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TypingEvent } from "../../app/sites/notebook/human-score";
import { encryptNote } from "../../app/sites/notebook/note-crypto";
import type { Note, ProofPayload, PublicJwk } from "../../app/sites/notebook/note-types";
import { describeApi, type ApiHarness } from "../../tests/support/api-harness";
import { createApp } from "../app";
import { readConfig } from "../config";
import { notes, noteSessions, signingKeys } from "../db/schema";
import { createLogger } from "../logger";

/** Key-by-key events for ASCII text: one keydown per character, `step` ms apart. */
function typed(text: string, { start = 0, step = 100, from = 0 } = {}): TypingEvent[] {
  return Array.from(text, (_, i) => ({ type: "keydown" as const, contentLength: from + i + 1, timestamp: start + i * step }));
}

function metadataFor(events: TypingEvent[], duration?: number) {
  const last = events.at(-1)?.timestamp ?? 0;
  return {
    duration: duration ?? Math.round(last / 100) / 10 + 0.3,
    keystrokeCount: events.filter((event) => event.type === "keydown").length,
    typingSpeed: 42,
  };
}

function publicBody(content: string, options: { events?: TypingEvent[]; sessionId?: string; duration?: number; humanScore?: number } = {}) {
  const events = options.events ?? typed(content);
  return {
    isPrivate: false,
    viewPolicy: "public",
    passphraseHint: null,
    humanScore: options.humanScore ?? 80,
    sessionMetadata: metadataFor(events, options.duration),
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
    events,
    content,
  };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describeApi("Human Notebook API", (api) => {
  async function openSession(ageSeconds = 0): Promise<string> {
    const response = await api().post("/api/notes/sessions", {});
    expect(response.status).toBe(201);
    const { sessionId } = (await response.json()) as { sessionId: string };
    if (ageSeconds > 0) {
      await api()
        .database.db.update(noteSessions)
        .set({ createdAt: sql`now() - make_interval(secs => ${ageSeconds})` })
        .where(eq(noteSessions.token, sessionId));
    }
    return sessionId;
  }

  async function create(body: unknown): Promise<{ slug: string }> {
    const response = await api().post("/api/notes", body);
    const json = await response.json();
    expect(response.status, JSON.stringify(json)).toBe(201);
    return json as { slug: string };
  }

  async function getNote(slug: string): Promise<Note> {
    const response = await api().request(`/api/notes/${slug}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Note;
  }

  async function jwks(harness: ApiHarness = api()): Promise<PublicJwk[]> {
    const response = await harness.request("/.well-known/jwks.json");
    expect(response.status).toBe(200);
    return ((await response.json()) as { keys: PublicJwk[] }).keys;
  }

  const payloadOf = (note: Note) => JSON.parse(note.proof.payload) as ProofPayload;

  async function verifyCall(proof: unknown, content: string, harness: ApiHarness = api()) {
    const response = await harness.post("/api/notes/verify", { proof, content });
    expect(response.status).toBe(200);
    return (await response.json()) as { valid: boolean; reason?: string; timestamp: string };
  }

  it("opens a writing session with {} and refuses unknown fields", async () => {
    const response = await api().post("/api/notes/sessions", {});
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["sessionId"]);
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await api().post("/api/notes/sessions", { startedAt: 0 })).status).toBe(400);
  });

  it("creates a public note, scores it itself and signs a proof anyone can check with the published key", async () => {
    const sessionId = await openSession(12);
    const content = "Typed by hand, key by key.";
    const events = typed(content, { step: 400 });
    const { slug } = await create(publicBody(`  ${content}\n`, { sessionId, events, duration: 11 }));
    expect(slug).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const note = await getNote(slug);
    expect(note).toMatchObject({ slug, content, contentEnc: null, isPrivate: false, passphraseHint: null, viewPolicy: "public", viewsCount: 1 });
    expect(note.contentHash).toBe(sha256(content));
    expect(new Date(note.createdAt).toISOString()).toBe(note.createdAt);

    const payload = payloadOf(note);
    expect(payload).toMatchObject({
      v: 1,
      slug,
      createdAt: note.createdAt,
      contentHash: sha256(content),
      commitment: "sha256",
      envelopeHash: null,
      viewPolicy: "public",
      isPrivate: false,
      rubric: "v1",
      keystrokeCount: content.length,
      backspaceCount: 0,
      pasteCount: 0,
      largePasteCount: 0,
      duration: 11,
    });
    // 60 + 20 (> 3 s) + 10 (> 10 s) + 10 (> 5 keys), all witnessed by the server.
    expect(payload.humanScore).toBe(100);
    expect(payload.isHuman).toBe(true);
    expect(payload.serverObservedSeconds).toBeGreaterThanOrEqual(12);

    // What a third party does: the key from the JWKS, as the DER SubjectPublicKeyInfo OpenSSL reads.
    const keys = await jwks();
    const jwk = keys.find((key) => key.kid === note.proof.kid);
    expect(jwk).toMatchObject({ kty: "OKP", crv: "Ed25519" });
    const der = Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), Buffer.from(jwk!.x, "base64url")]);
    const publicKey = createPublicKey({ key: der, format: "der", type: "spki" });
    expect(verify(null, Buffer.from(note.proof.payload, "utf8"), publicKey, Buffer.from(note.proof.signature, "base64url"))).toBe(true);
    expect(note.proof.alg).toBe("Ed25519");

    expect(await verifyCall(note.proof, content)).toEqual({ valid: true, timestamp: expect.any(String) });
  });

  it("publishes the keys as Ed25519 JWKs whose kid is the RFC 7638 thumbprint", async () => {
    const [key] = await jwks();
    expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const thumbprint = createHash("sha256").update(JSON.stringify({ crv: "Ed25519", kty: "OKP", x: key!.x })).digest("base64url");
    expect(key!.kid).toBe(thumbprint);
    const response = await api().request("/.well-known/jwks.json");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("signs the server's score, never the page's claim", async () => {
    const { slug } = await create(publicBody("abc", { humanScore: 100, events: typed("abc", { step: 50 }) }));
    const payload = payloadOf(await getNote(slug));
    // No session, 3 keys: the base score only.
    expect(payload.humanScore).toBe(60);
    expect(payload.serverObservedSeconds).toBeNull();
  });

  it("counts backspaces (+2 each, at most +10) and penalises a blocked long paste by 70", async () => {
    const events: TypingEvent[] = [
      ...typed("hello world", { step: 200 }),
      { type: "paste", length: 400, contentLength: 11, timestamp: 2300 },
      ...Array.from({ length: 7 }, (_, i) => ({ type: "backspace" as const, contentLength: 10 - i, timestamp: 2400 + i * 100 })),
      ...typed("o world", { start: 3200, from: 4 }),
    ];
    const sessionId = await openSession(6);
    const { slug } = await create(publicBody("hello world", { events, sessionId }));
    const payload = payloadOf(await getNote(slug));
    expect(payload).toMatchObject({ backspaceCount: 7, pasteCount: 1, largePasteCount: 1, keystrokeCount: 18 });
    // 60 + 20 (> 3 s) + 10 (keys) + 10 (backspaces, capped) − 70 = 30.
    expect(payload.humanScore).toBe(30);
    expect(payload.isHuman).toBe(false);
  });

  it("refuses typing logs that cannot be true, says why, and stores nothing", async () => {
    const before = await api().database.db.select().from(notes);
    const cases: Array<[string, ReturnType<typeof publicBody>, RegExp]> = [
      [
        "timestamps going backwards",
        publicBody("abcdef", { events: [...typed("abc", { start: 1000 }), ...typed("def", { start: 500, from: 3 })] }),
        /cannot go backwards/,
      ],
      [
        "one key adding a whole sentence",
        publicBody("This whole sentence was never typed, it arrived in one go.", { events: [{ type: "keydown", contentLength: 58, timestamp: 0 }] }),
        /paste, not typing/,
      ],
      [
        "text longer than the log explains",
        publicBody("A long text that the log does not explain", { events: typed("A long") }),
        /not typed here/,
      ],
      [
        "a blocked paste that changed the text",
        publicBody("abc0123456789xyz", {
          events: [...typed("abc"), { type: "paste", length: 13, contentLength: 16, timestamp: 400 }],
        }),
        /blocked/,
      ],
      [
        "a small paste adding more than it pasted",
        publicBody("abcdefghijklmnop", { events: [...typed("abc"), { type: "paste", length: 5, contentLength: 16, timestamp: 400 }] }),
        /with a paste of 5/,
      ],
      [
        "a keystroke count the log does not have",
        { ...publicBody("abcdef"), sessionMetadata: { duration: 1, keystrokeCount: 500, typingSpeed: 1 } },
        /keystrokeCount/,
      ],
    ];
    for (const [name, body, message] of cases) {
      const response = await api().post("/api/notes", body);
      expect(response.status, name).toBe(400);
      const error = (await response.json()).error;
      expect(error.message, name).toMatch(message);
      expect(error.fields.events, name).toBe(error.message);
    }
    expect(await api().database.db.select().from(notes)).toHaveLength(before.length);
  });

  it("refuses events timed later than the server saw the session", async () => {
    const sessionId = await openSession(1);
    const events = typed("patient typist", { step: 3000 });
    const response = await api().post("/api/notes", publicBody("patient typist", { sessionId, events }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/longer than the server saw/);
    // A refused note does not use up its session.
    const [row] = await api().database.db.select().from(noteSessions).where(eq(noteSessions.token, sessionId));
    expect(row!.usedAt).toBeNull();
  });

  it("counts only the time the server saw when the page claims a longer session", async () => {
    const sessionId = await openSession(4);
    const events = typed("quick note", { step: 300 });
    const { slug } = await create(publicBody("quick note", { sessionId, events, duration: 60 }));
    const payload = payloadOf(await getNote(slug));
    expect(payload.serverObservedSeconds).toBeGreaterThanOrEqual(4);
    expect(payload.serverObservedSeconds).toBeLessThan(10);
    expect(payload.duration).toBe(payload.serverObservedSeconds);
    // 60 + 20 (> 3 s witnessed) + 10 (keys); the claimed 60 s would have added 10 more.
    expect(payload.humanScore).toBe(90);
  });

  it("uses a session once: a replayed session earns no duration bonus", async () => {
    const sessionId = await openSession(12);
    const events = typed("first note here", { step: 300 });
    const first = payloadOf(await getNote((await create(publicBody("first note here", { sessionId, events, duration: 12 }))).slug));
    expect(first.humanScore).toBe(100);
    const replay = payloadOf(await getNote((await create(publicBody("first note here", { sessionId, events, duration: 12 }))).slug));
    expect(replay.serverObservedSeconds).toBeNull();
    expect(replay.humanScore).toBe(70);
  });

  it("ignores an expired (over 24 h) or unknown session: the note is created without duration bonus", async () => {
    const expired = await openSession(25 * 3600);
    const events = typed("late writer", { step: 400 });
    for (const sessionId of [expired, "AAAAAAAAAAAAAAAAAAAAAA", "not a token"]) {
      const payload = payloadOf(await getNote((await create(publicBody("late writer", { sessionId, events, duration: 12 }))).slug));
      expect(payload.serverObservedSeconds).toBeNull();
      expect(payload.humanScore).toBe(70);
    }
  });

  it("answers verify with valid: false and a reason for each kind of forgery", async () => {
    const content = "A note worth forging.";
    const { slug } = await create(publicBody(content));
    const { proof } = await getNote(slug);

    const tamperedPayload = { ...proof, payload: proof.payload.replace(/"humanScore":\d+/, '"humanScore":100') };
    expect(tamperedPayload.payload).not.toBe(proof.payload);
    expect(await verifyCall(tamperedPayload, content)).toMatchObject({ valid: false, reason: expect.stringMatching(/payload was changed/) });

    const signature = Buffer.from(proof.signature, "base64url");
    signature[10] = signature[10]! ^ 0xff;
    const tamperedSignature = { ...proof, signature: signature.toString("base64url") };
    expect(await verifyCall(tamperedSignature, content)).toMatchObject({ valid: false, reason: expect.stringMatching(/signature was changed/) });

    expect(await verifyCall(proof, "A note worth forging!")).toMatchObject({ valid: false, reason: expect.stringMatching(/content does not match/) });

    expect(await verifyCall({ ...proof, kid: "no-such-key" }, content)).toMatchObject({ valid: false, reason: expect.stringMatching(/Unknown signing key/) });

    expect(await verifyCall({ alg: "RS256", kid: proof.kid, payload: proof.payload }, content)).toMatchObject({ valid: false, reason: expect.stringMatching(/malformed/) });

    // A payload that was never stored, signed by nobody: still a signature failure.
    const forged = { ...proof, payload: JSON.stringify({ ...JSON.parse(proof.payload), slug: "ZZZZZZZZZZZZZZZZ" }) };
    expect((await verifyCall(forged, content)).valid).toBe(false);
  });

  it("keeps its generated key across a restart, and old proofs verify on the new instance", async () => {
    const { slug } = await create(publicBody("before the restart"));
    const { proof } = await getNote(slug);
    const restarted = createApp({ config: readConfig({}), database: api().database, logger: createLogger("silent") });
    const harness: ApiHarness = {
      ...api(),
      request: async (path, init) => restarted.request(path, init),
      post: async (path, body) => restarted.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    };
    expect((await jwks(harness))[0]!.kid).toBe(proof.kid);
    expect(await verifyCall(proof, "before the restart", harness)).toMatchObject({ valid: true });
    const again = await harness.post("/api/notes", publicBody("after the restart"));
    const newProof = ((await (await harness.request(`/api/notes/${(await again.json()).slug}`)).json()) as Note).proof;
    expect(newProof.kid).toBe(proof.kid);
    const generated = await api().database.db.select().from(signingKeys).where(eq(signingKeys.origin, "generated"));
    expect(generated).toHaveLength(1);
  });

  it("signs with NOTE_SIGNING_KEY when set and keeps listing the retired key", async () => {
    const { slug } = await create(publicBody("signed by the old key"));
    const oldProof = (await getNote(slug)).proof;
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    // The one-line form environment files use.
    const oneLine = pem.trim().replace(/\n/g, "\\n");
    const withKey = createApp({ config: { ...readConfig({}), NOTE_SIGNING_KEY: oneLine }, database: api().database, logger: createLogger("silent") });
    const post = (path: string, body: unknown) => withKey.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const created = await post("/api/notes", publicBody("signed by the configured key"));
    expect(created.status).toBe(201);
    const note = (await (await withKey.request(`/api/notes/${(await created.json()).slug}`)).json()) as Note;
    const keys = ((await (await withKey.request("/.well-known/jwks.json")).json()) as { keys: PublicJwk[] }).keys;
    const configuredX = createPublicKey(privateKey).export({ format: "jwk" }).x;
    expect(keys[0]!.x).toBe(configuredX);
    expect(note.proof.kid).toBe(keys[0]!.kid);
    expect(keys.map((key) => key.kid)).toContain(oldProof.kid);
    const check = async (proof: unknown, content: string) => (await (await post("/api/notes/verify", { proof, content })).json()) as { valid: boolean };
    expect(await check(oldProof, "signed by the old key")).toMatchObject({ valid: true });
    expect(await check(note.proof, "signed by the configured key")).toMatchObject({ valid: true });
    // Restore a generated signing key for the tests that follow.
    await api().database.db.delete(signingKeys).where(eq(signingKeys.origin, "env"));
    await api().database.db.update(signingKeys).set({ retiredAt: null }).where(eq(signingKeys.kid, oldProof.kid));
  });

  it("refuses a NOTE_SIGNING_KEY that is not an Ed25519 PKCS#8 key at start", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const rsa = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const start = (key: string) => () => createApp({ config: { ...readConfig({}), NOTE_SIGNING_KEY: key }, database: api().database, logger: createLogger("silent") });
    expect(start(rsa)).toThrow(/Ed25519/);
    expect(start("not a key")).toThrow(/NOTE_SIGNING_KEY/);
  });

  it("stores a private note as the browser encrypted it: no content, a salted commitment, the envelope signed", async () => {
    const secret = "My secret diary entry";
    const { contentEnc, contentHash } = await encryptNote(secret, "correct horse battery staple");
    const events = typed(secret, { step: 150 });
    const body = {
      isPrivate: true,
      viewPolicy: "passphrase",
      passphraseHint: "  the usual one ",
      humanScore: 80,
      sessionMetadata: metadataFor(events),
      events,
      contentEnc,
      contentHash,
    };
    const { slug } = await create(body);
    const note = await getNote(slug);
    expect(note).toMatchObject({ content: null, contentEnc, contentHash, isPrivate: true, viewPolicy: "passphrase", passphraseHint: "the usual one" });
    expect(contentHash).not.toBe(sha256(secret));
    const payload = payloadOf(note);
    expect(payload).toMatchObject({ commitment: "hmac-sha256", contentHash, envelopeHash: sha256(contentEnc), isPrivate: true });
    const [row] = await api().database.db.select().from(notes).where(eq(notes.slug, slug));
    expect(JSON.stringify(row)).not.toContain(secret);
    // The server cannot check a private note's content, and says so.
    expect(await verifyCall(note.proof, secret)).toMatchObject({ valid: false, reason: expect.stringMatching(/private note/) });
  });

  it("refuses private notes that send content, weak key derivation or more ciphertext than typing", async () => {
    const secret = "short";
    const events = typed(secret);
    const { contentEnc, contentHash } = await encryptNote(secret, "pass");
    const base = { isPrivate: true, viewPolicy: "passphrase", passphraseHint: null, humanScore: 60, sessionMetadata: metadataFor(events), events, contentEnc, contentHash };

    const withContent = await api().post("/api/notes", { ...base, content: secret });
    expect(withContent.status).toBe(400);
    expect((await withContent.json()).error.fields.content).toMatch(/never sends its content/);

    const withoutEnvelope = await api().post("/api/notes", { ...base, contentEnc: undefined });
    expect((await withoutEnvelope.json()).error.fields.contentEnc).toBe("Passphrase is required for private notes");

    const weak = JSON.parse(contentEnc);
    weak.kdf.m = 1024;
    const weakResponse = await api().post("/api/notes", { ...base, contentEnc: JSON.stringify(weak) });
    expect(weakResponse.status).toBe(400);
    expect((await weakResponse.json()).error.message).toMatch(/parameter m/);

    const policy = await api().post("/api/notes", { ...base, viewPolicy: "public" });
    expect((await policy.json()).error.fields.viewPolicy).toMatch(/must be "passphrase"/);

    const long = await encryptNote("x".repeat(500), "pass");
    const tooLong = await api().post("/api/notes", { ...base, ...long });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.message).toMatch(/more text than its typing log/);
  });

  it("validates public notes: empty content, unknown fields (no keys in events), hints", async () => {
    const empty = await api().post("/api/notes", publicBody("   ", { events: typed("   ") }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.content).toBe("Please enter some content");

    const withKey = publicBody("abc");
    const keyed = { ...withKey, events: withKey.events.map((event) => ({ ...event, key: "a" })) };
    const keyedResponse = await api().post("/api/notes", keyed);
    expect(keyedResponse.status).toBe(400);
    expect(Object.values((await keyedResponse.json()).error.fields)).toContain("Unknown field.");

    const hint = await api().post("/api/notes", { ...publicBody("abc"), passphraseHint: "a hint" });
    expect((await hint.json()).error.fields.passphraseHint).toMatch(/no passphrase hint/);

    const noLength = await api().post("/api/notes", publicBody("abc", { events: [...typed("ab"), { type: "paste", contentLength: 3, timestamp: 300 }] }));
    expect((await noLength.json()).error.fields["events.2.length"]).toMatch(/needs its length/);
  });

  it("accepts a long note's full typing log, beyond the API-wide 32 KB limit", async () => {
    const content = "The quick brown fox jumps over the lazy dog. ".repeat(60).trim();
    const body = publicBody(content, { events: typed(content, { step: 20 }) });
    expect(JSON.stringify(body).length).toBeGreaterThan(100 * 1024);
    const { slug } = await create(body);
    expect((await getNote(slug)).content).toBe(content);
  });

  it("verifies a long note in a script with 3-byte characters (over 32 KB of body)", async () => {
    const content = "漢字かな".repeat(4000);
    const events = Array.from({ length: content.length }, (_, i) => ({ type: "keydown" as const, contentLength: i + 1, timestamp: i * 20 }));
    const { slug } = await create(publicBody(content, { events }));
    const { proof } = await getNote(slug);
    expect(Buffer.byteLength(JSON.stringify({ proof, content }))).toBeGreaterThan(32 * 1024);
    expect(await verifyCall(proof, content)).toMatchObject({ valid: true });
  });

  it("answers 404 with the error JSON for an unknown or malformed slug", async () => {
    for (const slug of ["AAAAAAAAAAAAAAAA", "short", "%27%3B--"]) {
      const response = await api().request(`/api/notes/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Note not found" } });
    }
  });

  it("counts every read atomically", async () => {
    const { slug } = await create(publicBody("count me"));
    await Promise.all(Array.from({ length: 8 }, () => api().request(`/api/notes/${slug}`)));
    expect((await getNote(slug)).viewsCount).toBe(9);
  });

  it("answers a filled honeypot with a normal success and stores nothing", async () => {
    const before = (await api().database.db.select().from(notes)).length;
    const response = await api().post("/api/notes", { ...publicBody("I am a bot"), website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect((await response.json()).slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await api().database.db.select().from(notes)).toHaveLength(before);
  });
});

describeApi(
  "Human Notebook API rate limits",
  (api) => {
    it("limits note creation per client with NOTES_RATE_LIMIT_CLIENT_MAX", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await api().post("/api/notes", publicBody(`note ${i}`))).status);
      expect(statuses).toEqual([201, 201, 429]);
      const statusesSessions: number[] = [];
      for (let i = 0; i < 3; i++) statusesSessions.push((await api().post("/api/notes/sessions", {})).status);
      expect(statusesSessions).toEqual([201, 201, 429]);
    });
  },
  { NOTES_RATE_LIMIT_CLIENT_MAX: 2 },
);
