import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/*
 * Webhook signatures, as Stripe signs its events: HMAC-SHA256 keyed with the webhook's
 * secret (the whole "whsec_…" string) over "<unix seconds>.<body>", sent as
 * `Webhook-Signature: t=<seconds>,v1=<hex>`. The timestamp is signed with the body, so
 * a captured delivery cannot be replayed later with a fresh timestamp; receivers reject
 * timestamps older than a few minutes. docs/notifications.md ("Webhooks") shows a receiver.
 */

/** How old a delivery's timestamp may be before a receiver refuses it. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** A new webhook secret: "whsec_" and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export interface WebhookSignatureHeaders {
  /** The delivery's id, the same on every retry: receivers drop ids they have seen. */
  "Webhook-Id": string;
  "Webhook-Timestamp": string;
  "Webhook-Signature": string;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The headers that let a receiver check a delivery came from us, unchanged, recently. `timestamp` in unix seconds. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): WebhookSignatureHeaders {
  return {
    "Webhook-Id": id,
    "Webhook-Timestamp": String(timestamp),
    "Webhook-Signature": `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`,
  };
}

/**
 * The receiver's side: true when `signatureHeader` holds a v1 signature of `body` (the
 * raw bytes as received, never re-serialised) by `secret`, made within the tolerance
 * of `nowSeconds`. Compares in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  signatureHeader: string,
  {
    nowSeconds = Math.floor(Date.now() / 1000),
    toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
  }: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = signatureHeader.split(",").map((part) => part.trim().split("="));
  const timestampText = parts.find(([key]) => key === "t")?.[1] ?? "";
  if (!/^\d{1,12}$/.test(timestampText)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), "hex");
  // The format allows several v1 values (Stripe sends two while a secret is rolled): any one may match.
  return parts
    .filter(([key, value]) => key === "v1" && value !== undefined && /^[0-9a-f]{64}$/i.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, "hex"), expected));
}
