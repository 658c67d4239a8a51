import { describe, expect, it } from "vitest";
import { requestHash, scopedIdempotencyKey } from "./idempotency";

describe("scopedIdempotencyKey", () => {
  it("gives one key per client and endpoint, and stores neither the address nor the raw key", () => {
    const key = "abcdefghijklmnop-1";
    const stored = scopedIdempotencyKey("felimar-requests", "198.51.100.7", key);
    expect(stored).toBe(scopedIdempotencyKey("felimar-requests", "198.51.100.7", key));
    expect(stored).not.toBe(scopedIdempotencyKey("felimar-requests", "203.0.113.9", key));
    expect(stored).not.toBe(scopedIdempotencyKey("neron-contact", "198.51.100.7", key));
    expect(stored).not.toContain("198.51");
    expect(stored).not.toContain(key);
  });
});

describe("requestHash", () => {
  it("tells requests apart by their content", () => {
    expect(requestHash({ naam: "Ada" })).toBe(requestHash({ naam: "Ada" }));
    expect(requestHash({ naam: "Ada" })).not.toBe(requestHash({ naam: "Ada B" }));
  });
});
