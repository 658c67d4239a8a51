import { describe, expect, it } from "vitest";
import { createQueryClient, retryDelay } from "./query-client";

describe("query client", () => {
  it("retries failed reads 3 times", () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(3);
  });

  it("waits 1 s, then doubles, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
