import { describe, expect, it } from "vitest";
import { keyForRequest } from "./idempotency";

describe("keyForRequest", () => {
  it("keeps the key for a retry of the same content and makes a new one once the content changed", () => {
    const first = keyForRequest(null, { naam: "Ada", details: "Airco" });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(keyForRequest(first, { naam: "Ada", details: "Airco" }).key).toBe(first.key);
    const edited = keyForRequest(first, { naam: "Ada", details: "Airco en verwarming" });
    expect(edited.key).not.toBe(first.key);
  });
});
