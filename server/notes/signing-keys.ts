import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { PublicJwk } from "#app/sites/notebook/note-types.ts";
import type { Db } from "../db/database";
import { signingKeys } from "../db/schema";

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url) of an Ed25519 public key: the key's `kid`. */
export function jwkThumbprint(x: string): string {
  // The required members in lexicographic order, no whitespace (RFC 7638 §3.2).
  const canonical = JSON.stringify({ crv: "Ed25519", kty: "OKP", x });
  return createHash("sha256").update(canonical, "utf8").digest("base64url");
}

export function publicJwkOf(key: KeyObject): PublicJwk {
  const jwk = createPublicKey(key).export({ format: "jwk" });
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") throw new Error("Not an Ed25519 key");
  return { kty: "OKP", crv: "Ed25519", x: jwk.x, kid: jwkThumbprint(jwk.x), alg: "EdDSA", use: "sig" };
}

/**
 * Parses NOTE_SIGNING_KEY: an Ed25519 private key as PKCS#8 PEM. Environment files
 * often carry the PEM on one line with literal "\n": both forms are accepted.
 * Throws a message that names the variable, so a bad key stops the start.
 */
export function parseSigningKeyPem(pem: string): KeyObject {
  const text = pem.includes("\\n") ? pem.replace(/\\n/g, "\n") : pem;
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text, format: "pem" });
  } catch (error) {
    throw new Error(`NOTE_SIGNING_KEY is not a PKCS#8 PEM private key: ${(error as Error).message}`, { cause: error });
  }
  if (key.asymmetricKeyType !== "ed25519") {
    throw new Error(`NOTE_SIGNING_KEY must be an Ed25519 key, not ${key.asymmetricKeyType ?? "an unknown type"}.`);
  }
  return key;
}

/**
 * The signing key and the published keys, from the database. With NOTE_SIGNING_KEY
 * that key signs and its public half is recorded; without it, one key is generated on
 * the first start and kept (PKCS#8 in `signing_keys`), so restarts and every instance
 * on the same database sign with the same key. A unique index allows one active
 * generated key, so instances starting together agree on one.
 */
export class SigningKeyStore {
  private readonly envKey: KeyObject | undefined;
  private activeKey: Promise<SigningKey> | undefined;

  constructor(
    private readonly db: Db,
    envPem?: string,
  ) {
    this.envKey = envPem ? parseSigningKeyPem(envPem) : undefined;
  }

  /** The key that signs new proofs (loaded or created once, then cached). */
  active(): Promise<SigningKey> {
    this.activeKey ??= this.loadActive().catch((error: unknown) => {
      this.activeKey = undefined;
      throw error;
    });
    return this.activeKey;
  }

  /** Every key ever used, the active one first: what /.well-known/jwks.json lists. */
  async publicKeys(): Promise<PublicJwk[]> {
    const active = await this.active();
    const rows = await this.db
      .select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt));
    const others = rows.filter((row) => row.kid !== active.kid).map((row) => row.publicJwk as PublicJwk);
    return [active.publicJwk, ...others];
  }

  /** A published key by its kid (retired ones included), or null when unknown. */
  async publicKey(kid: string): Promise<KeyObject | null> {
    const [row] = await this.db
      .select({ publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .where(eq(signingKeys.kid, kid))
      .limit(1);
    if (!row) return null;
    const jwk = row.publicJwk as PublicJwk;
    return createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
  }

  private async loadActive(): Promise<SigningKey> {
    return this.envKey ? this.recordEnvKey(this.envKey) : this.loadOrGenerate();
  }

  private async recordEnvKey(privateKey: KeyObject): Promise<SigningKey> {
    const publicJwk = publicJwkOf(privateKey);
    await this.db
      .insert(signingKeys)
      .values({ kid: publicJwk.kid, publicJwk, origin: "env" })
      .onConflictDoUpdate({ target: signingKeys.kid, set: { retiredAt: null } });
    // Any other key stops signing but stays published.
    await this.db
      .update(signingKeys)
      .set({ retiredAt: sql`now()` })
      .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.kid, publicJwk.kid)));
    return { kid: publicJwk.kid, privateKey, publicJwk };
  }

  private async loadOrGenerate(): Promise<SigningKey> {
    const existing = await this.activeGenerated();
    if (existing) return existing;
    const { privateKey } = generateKeyPairSync("ed25519");
    const publicJwk = publicJwkOf(privateKey);
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    // Another instance may have won the race: then its key is the one.
    await this.db
      .insert(signingKeys)
      .values({ kid: publicJwk.kid, publicJwk, privateKeyPkcs8: pem, origin: "generated" })
      .onConflictDoNothing();
    const stored = await this.activeGenerated();
    if (!stored) throw new Error("No active note signing key could be stored.");
    return stored;
  }

  private async activeGenerated(): Promise<SigningKey | undefined> {
    const [row] = await this.db
      .select()
      .from(signingKeys)
      .where(and(eq(signingKeys.origin, "generated"), isNull(signingKeys.retiredAt)))
      .limit(1);
    if (!row?.privateKeyPkcs8) return undefined;
    return { kid: row.kid, privateKey: createPrivateKey(row.privateKeyPkcs8), publicJwk: row.publicJwk as PublicJwk };
  }
}
