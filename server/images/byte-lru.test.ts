import { expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

it("keeps at most its byte budget, dropping the least recently used first", () => {
  const cache = new ByteLru(100);
  cache.set("a", new Uint8Array(40));
  cache.set("b", new Uint8Array(40));
  expect(cache.get("a")).toBeDefined(); // a is now the most recent
  cache.set("c", new Uint8Array(40));
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")).toBeDefined();
  expect(cache.get("c")).toBeDefined();
  expect(cache.bytes).toBe(80);
  cache.set("huge", new Uint8Array(101));
  expect(cache.get("huge")).toBeUndefined();
  expect(cache.bytes).toBe(80);
});
