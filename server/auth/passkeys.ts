import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { PasskeyItem } from "#app/admin/api-types.ts";
import type { Db } from "../db/database";
import { authChallenges, passkeys } from "../db/schema";
import type { Account } from "./accounts";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

/** The relying party is our public origin: a passkey made here works only here. */
export function relyingParty(siteUrl: string) {
  return { rpID: new URL(siteUrl).hostname, origin: siteUrl, rpName: "Back office" };
}

const CHALLENGE_MINUTES = 5;

// Same rule as the session cookie (see sessionCookie): __Host- needs Secure, so only on https.
export function challengeCookie(siteUrl: string) {
  const secure = siteUrl.startsWith("https://");
  return { name: secure ? "__Host-admin_challenge" : "admin_challenge", secure };
}

/**
 * Keeps a challenge for 5 minutes under the digest of a random id that the browser holds
 * in an HttpOnly cookie: only this browser can answer it, and a copy of the table answers
 * nothing. `userId` is set for adding a passkey, null for signing in.
 */
async function storeChallenge(c: Context, db: Db, siteUrl: string, challenge: string, userId: string | null) {
  const id = newToken();
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now()`));
  await db.insert(authChallenges).values({
    idHash: hashToken(id),
    challenge,
    userId,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  const { name, secure } = challengeCookie(siteUrl);
  setCookie(c, name, id, { path: "/", httpOnly: true, secure, sameSite: "Lax", maxAge: CHALLENGE_MINUTES * 60 });
}

/** Takes this browser's challenge (deleting it: single use), if it is unexpired and for `userId`. */
async function takeChallenge(c: Context, db: Db, siteUrl: string, userId: string | null): Promise<string | null> {
  const { name, secure } = challengeCookie(siteUrl);
  const id = getCookie(c, name);
  deleteCookie(c, name, { path: "/", secure });
  if (!isWellFormedToken(id)) return null;
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.idHash, hashToken(id)),
        gt(authChallenges.expiresAt, sql`now()`),
        userId ? eq(authChallenges.userId, userId) : isNull(authChallenges.userId),
      ),
    )
    .returning({ challenge: authChallenges.challenge });
  return row?.challenge ?? null;
}

// User verification (the device's PIN or biometrics) is required: a passkey is the only factor, so
// it must be "something you have" unlocked by "something you know or are", not a bare tap.

/**
 * Options to sign in with any passkey of this site: discoverable credentials, so the
 * browser offers the person's passkeys and no e-mail address is asked first (and none is
 * revealed: the answer is the same for everybody).
 */
export async function signInOptions(
  c: Context,
  db: Db,
  siteUrl: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(siteUrl).rpID,
    allowCredentials: [],
    userVerification: "required",
  });
  await storeChallenge(c, db, siteUrl, options.challenge, null);
  return options;
}

/**
 * Checks a signed challenge against the stored passkey and answers its user, or null when
 * anything is wrong (unknown credential, another user's handle, wrong origin or
 * challenge, a bad signature, a counter that went backwards). Updates the counter and
 * the time it was last used.
 */
export async function verifySignIn(
  c: Context,
  db: Db,
  siteUrl: string,
  response: AuthenticationResponseJSON,
): Promise<string | null> {
  const challenge = await takeChallenge(c, db, siteUrl, null);
  if (!challenge) return null;
  const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, response.id));
  if (!stored) return null;
  const userHandle = response.response.userHandle;
  if (userHandle && userHandle !== userHandleOf(stored.userId)) return null;
  const { rpID, origin } = relyingParty(siteUrl);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.id,
        publicKey: Buffer.from(stored.publicKey, "base64url"),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verification.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, stored.id));
  return stored.userId;
}

// The WebAuthn user handle: the user's id (a uuid, no personal data), as bytes.
function userHandleOf(userId: string): string {
  return Buffer.from(userId, "utf8").toString("base64url");
}

/**
 * Options to add a passkey to the signed-in account: a discoverable credential (so it can
 * sign in without an address), never a second one on an authenticator that already holds one of theirs.
 */
export async function registrationOptions(
  c: Context,
  db: Db,
  siteUrl: string,
  account: Account,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, account.userId));
  const { rpID, rpName } = relyingParty(siteUrl);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: account.email,
    userID: Buffer.from(account.userId, "utf8"),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(c, db, siteUrl, options.challenge, account.userId);
  return options;
}

/** Verifies a new passkey and stores it under `name` (or a default); null when it is not accepted. */
export async function verifyRegistration(
  c: Context,
  db: Db,
  siteUrl: string,
  userId: string,
  response: RegistrationResponseJSON,
  name: string | undefined,
): Promise<PasskeyItem | null> {
  const challenge = await takeChallenge(c, db, siteUrl, userId);
  if (!challenge) return null;
  const { rpID, origin } = relyingParty(siteUrl);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verification.verified) return null;
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      name: name ?? (await defaultPasskeyName(db, userId, c.req.header("user-agent"))),
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    })
    // A credential id registered before (by anyone) is refused, never moved to another account.
    .onConflictDoNothing({ target: passkeys.id })
    .returning();
  return row ? toPasskeyItem(row) : null;
}

/** "Chrome on macOS" from the browser that made it, or "Passkey 3" when it says nothing useful. */
export async function defaultPasskeyName(db: Db, userId: string, userAgent: string | undefined): Promise<string> {
  const described = describeUserAgent(userAgent ?? "");
  if (described) return described;
  return `Passkey ${(await countPasskeys(db, userId)) + 1}`;
}

export function describeUserAgent(userAgent: string): string | null {
  const browser = [
    [/Edg\//, "Edge"],
    [/Firefox\//, "Firefox"],
    [/(Chrome|Chromium|CriOS)\//, "Chrome"],
    [/Safari\//, "Safari"],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const system = [
    [/iPhone|iPad|iPod/, "iOS"],
    [/Android/, "Android"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyItem[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskeyItem);
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return Number(total);
}

// A credential id is base64url (WebAuthn allows up to 1,023 bytes); anything else is no passkey of ours.
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1400}$/;

/** Removes one of the user's own passkeys; false for an unknown or malformed id, or another user's. */
export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  if (!CREDENTIAL_ID.test(id)) return false;
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

function toPasskeyItem(row: typeof passkeys.$inferSelect): PasskeyItem {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
