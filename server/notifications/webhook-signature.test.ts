import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from "./webhook-signature";

const secret = "whsec_dGVzdC1zZWNyZXQtdGhhdC1pcy0zMi1ieXRlcy1sb25nIQ";
const id = "5f0c3a52-1a8e-4c55-9d7e-2b1f2f7f4a11";
const body = JSON.stringify({ id, type: "submission.created", submission: { name: "Ada" } });
const now = 1_790_000_000;

describe("webhook signatures", () => {
  it("makes secrets of whsec_ and 32 random bytes in base64url", () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.slice("whsec_".length), "base64url")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(first);
  });

  it("signs HMAC-SHA256 over timestamp.body, Stripe's way, and the receiver's check accepts it", () => {
    const headers = signWebhook(secret, id, now, body);
    expect(headers["Webhook-Id"]).toBe(id);
    expect(headers["Webhook-Timestamp"]).toBe(String(now));
    // Known answer, computed independently: printf '%s' "$now.$body" | openssl dgst -sha256 -hmac "$secret"
    expect(headers["Webhook-Signature"]).toBe(
      `t=${now},v1=045675ecdcb862418698d5b1ed874f75fcf0562b8c20780d36f9f0b141601606`,
    );
    expect(verifyWebhookSignature(secret, body, headers["Webhook-Signature"], { nowSeconds: now + 10 })).toBe(true);
  });

  it("rejects a changed body, another secret, a changed timestamp and a mangled header", () => {
    const { "Webhook-Signature": signature } = signWebhook(secret, id, now, body);
    const check = (b: string, header: string, key = secret) =>
      verifyWebhookSignature(key, b, header, { nowSeconds: now });
    expect(check(body.replace("Ada", "Eve"), signature)).toBe(false);
    expect(check(body, signature, newWebhookSecret())).toBe(false);
    expect(check(body, signature.replace(`t=${now}`, `t=${now + 1}`))).toBe(false);
    expect(check(body, signature.replace(/v1=[0-9a-f]{2}/, "v1=zz"))).toBe(false);
    expect(check(body, signature.slice(0, -2))).toBe(false);
    expect(check(body, `v1=${signature.split("v1=")[1]}`)).toBe(false);
    expect(check(body, "")).toBe(false);
  });

  it("rejects a timestamp more than 5 minutes away, either way", () => {
    const { "Webhook-Signature": signature } = signWebhook(secret, id, now, body);
    expect(verifyWebhookSignature(secret, body, signature, { nowSeconds: now + 300 })).toBe(true);
    expect(verifyWebhookSignature(secret, body, signature, { nowSeconds: now + 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, body, signature, { nowSeconds: now - 301 })).toBe(false);
  });

  it("accepts any one matching v1 among several", () => {
    const { "Webhook-Signature": signature } = signWebhook(secret, id, now, body);
    const withOld = `t=${now},v1=${"0".repeat(64)},${signature.split(",")[1]}`;
    expect(verifyWebhookSignature(secret, body, withOld, { nowSeconds: now })).toBe(true);
  });
});
