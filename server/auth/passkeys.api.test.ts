import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Me, PasskeyItem } from "#app/admin/api-types.ts";
import { createSignedInAdmin, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi, type ApiHarness } from "#tests/support/api-harness.ts";
import { auditLog, passkeys } from "../db/schema";
import { describeUserAgent } from "./passkeys";

/*
 * The whole WebAuthn round trip against the real endpoints, with a software authenticator:
 * a P-256 key, "none" attestation, and assertions signed as a platform authenticator signs
 * them (user present and verified). Chromium's virtual authenticator covers the browser side
 * (app/admin browser tests); this covers the server's checks one by one.
 */

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, ints, bytes, text. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  userHandle = "";
  counter = 0;

  constructor(private readonly origin = TEST_ORIGIN) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: "jwk" });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id() {
    return b64u(this.credentialId);
  }

  private authData(flags: number, attested?: Buffer) {
    const rpIdHash = createHash("sha256").update(new URL(this.origin).hostname).digest();
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** Answers navigator.credentials.create() for the given options. */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, "base64url")],
        [-3, Buffer.from(this.publicJwk.y, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, coseKey]);
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
    const clientData = JSON.stringify({
      type: "webauthn.create",
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64u(clientData),
        attestationObject: b64u(cbor({ fmt: "none", attStmt: {}, authData })),
        transports: ["internal"],
      },
    };
  }

  /** Answers navigator.credentials.get() for the given options, counting one more use. */
  assert(options: { challenge: string }, { userHandle = this.userHandle, origin = this.origin } = {}) {
    this.counter += 1;
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
    const clientData = JSON.stringify({
      type: "webauthn.get",
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const signed = Buffer.concat([authData, createHash("sha256").update(clientData).digest()]);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64u(clientData),
        authenticatorData: b64u(authData),
        signature: b64u(sign("sha256", signed, this.privateKey)),
        userHandle,
      },
    };
  }
}

/** The first cookie a response set, as "name=value". */
function cookieOf(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(";")[0]!;
}

async function signInOptions(h: ApiHarness) {
  const response = await h.request("/api/admin/auth/passkey/options", {
    method: "POST",
    headers: { Origin: TEST_ORIGIN },
  });
  return { options: (await response.json()) as { challenge: string }, cookie: cookieOf(response, "admin_challenge") };
}

async function addPasskey(
  h: ApiHarness,
  headers: Record<string, string>,
  authenticator: SoftwareAuthenticator,
  name?: string,
) {
  const optionsResponse = await h.request("/api/admin/passkeys/options", { method: "POST", headers });
  const options = (await optionsResponse.json()) as { challenge: string; user: { id: string } };
  const cookie = `${headers.Cookie}; ${cookieOf(optionsResponse, "admin_challenge")}`;
  return h.post(
    "/api/admin/passkeys",
    { response: authenticator.register(options), ...(name === undefined ? {} : { name }) },
    { ...headers, Cookie: cookie, "User-Agent": MAC_CHROME },
  );
}

describeApi("passkeys, full round trip", (h) => {
  it("adds a passkey, then signs in with it: a session, the counter and last use recorded", async () => {
    const admin = await createSignedInAdmin(h().database.db, { role: "owner", sites: ["felimar"] });
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(h(), admin.headers, authenticator, "");
    expect(added.status).toBe(201);
    const item = (await added.json()) as PasskeyItem;
    expect(item).toMatchObject({ id: authenticator.id, name: "Chrome on macOS", lastUsedAt: null });
    const [stored] = await h().database.db.select().from(passkeys).where(eq(passkeys.id, authenticator.id));
    expect(stored).toMatchObject({
      userId: admin.userId,
      counter: 0,
      transports: ["internal"],
      deviceType: "singleDevice",
      backedUp: false,
    });

    const { options, cookie } = await signInOptions(h());
    const signedIn = await h().post(
      "/api/admin/auth/passkey",
      { response: authenticator.assert(options) },
      { Origin: TEST_ORIGIN, Cookie: cookie },
    );
    expect(signedIn.status).toBe(200);
    const me = (await signedIn.json()) as Me;
    expect(me.user.id).toBe(admin.userId);
    expect(me.passkeyCount).toBe(1);
    const session = cookieOf(signedIn, "admin_session");
    expect((await h().request("/api/admin/me", { headers: { Cookie: session } })).status).toBe(200);
    const [used] = await h().database.db.select().from(passkeys).where(eq(passkeys.id, authenticator.id));
    expect(used?.counter).toBe(1);
    expect(used?.lastUsedAt).toBeInstanceOf(Date);

    // The same answer again: its challenge was used up with the first.
    const replay = await h().post(
      "/api/admin/auth/passkey",
      { response: authenticator.assert(options) },
      { Origin: TEST_ORIGIN, Cookie: cookie },
    );
    expect(replay.status).toBe(400);
  });

  it("refuses a cloned authenticator (counter not moving forward), a wrong origin and another user's handle", async () => {
    const admin = await createSignedInAdmin(h().database.db, { role: "owner", sites: ["neron"] });
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(h(), admin.headers, authenticator, "Laptop")).status).toBe(201);

    const first = await signInOptions(h());
    expect(
      (
        await h().post(
          "/api/admin/auth/passkey",
          { response: authenticator.assert(first.options) },
          { Origin: TEST_ORIGIN, Cookie: first.cookie },
        )
      ).status,
    ).toBe(200);

    authenticator.counter -= 1; // a clone replays the same count
    const cloned = await signInOptions(h());
    expect(
      (
        await h().post(
          "/api/admin/auth/passkey",
          { response: authenticator.assert(cloned.options) },
          { Origin: TEST_ORIGIN, Cookie: cloned.cookie },
        )
      ).status,
    ).toBe(400);

    const phished = await signInOptions(h());
    const fromElsewhere = authenticator.assert(phished.options, { origin: "https://phishing.example" });
    expect(
      (
        await h().post(
          "/api/admin/auth/passkey",
          { response: fromElsewhere },
          { Origin: TEST_ORIGIN, Cookie: phished.cookie },
        )
      ).status,
    ).toBe(400);

    const other = await signInOptions(h());
    const wrongUser = authenticator.assert(other.options, { userHandle: b64u("00000000-0000-0000-0000-000000000000") });
    expect(
      (
        await h().post(
          "/api/admin/auth/passkey",
          { response: wrongUser },
          { Origin: TEST_ORIGIN, Cookie: other.cookie },
        )
      ).status,
    ).toBe(400);

    const noCookie = await signInOptions(h());
    expect(
      (
        await h().post(
          "/api/admin/auth/passkey",
          { response: authenticator.assert(noCookie.options) },
          { Origin: TEST_ORIGIN },
        )
      ).status,
    ).toBe(400);
  });

  it("keeps a passkey on the account that registered it, and a registration challenge out of sign-in", async () => {
    const db = h().database.db;
    const first = await createSignedInAdmin(db, { role: "owner", sites: ["housing"] });
    const second = await createSignedInAdmin(db, { role: "owner", sites: ["housing"] });
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(h(), first.headers, authenticator)).status).toBe(201);
    expect((await addPasskey(h(), second.headers, authenticator)).status).toBe(400);
    const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, authenticator.id));
    expect(stored?.userId).toBe(first.userId);

    const optionsResponse = await h().request("/api/admin/passkeys/options", {
      method: "POST",
      headers: first.headers,
    });
    const registrationChallenge = (await optionsResponse.json()) as { challenge: string };
    const asSignIn = await h().post(
      "/api/admin/auth/passkey",
      { response: authenticator.assert(registrationChallenge) },
      { Origin: TEST_ORIGIN, Cookie: cookieOf(optionsResponse, "admin_challenge") },
    );
    expect(asSignIn.status).toBe(400);
  });

  it("writes a passkey sign-in to the audit log, and a refused one as the account's failed sign-in", async () => {
    const db = h().database.db;
    const admin = await createSignedInAdmin(db, { role: "owner", sites: ["neron"] });
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(h(), admin.headers, authenticator)).status).toBe(201);
    const { options, cookie } = await signInOptions(h());
    const signIn = () =>
      h().post(
        "/api/admin/auth/passkey",
        { response: authenticator.assert(options) },
        { Origin: TEST_ORIGIN, Cookie: cookie },
      );
    expect((await signIn()).status).toBe(200);
    // Its challenge is used up: the same answer again is refused, a failed sign-in to this account.
    expect((await signIn()).status).toBe(400);
    const records = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.userId, admin.userId))
      .orderBy(auditLog.createdAt);
    expect(records).toEqual([
      { action: "sign_in", details: { method: "passkey" } },
      { action: "sign_in_failed", details: { count: 1, passkey: 1 } },
    ]);
  });
});

it("names a passkey after the browser and system that made it", () => {
  expect(describeUserAgent(MAC_CHROME)).toBe("Chrome on macOS");
  expect(
    describeUserAgent(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    ),
  ).toBe("Safari on iOS");
  expect(
    describeUserAgent(
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    ),
  ).toBe("Edge on Windows");
  expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
    "Firefox on Linux",
  );
  expect(describeUserAgent("curl/8.0")).toBeNull();
});
