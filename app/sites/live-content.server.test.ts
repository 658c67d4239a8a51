import { describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/database.ts";
import { readPageContent } from "./live-content.server";
import { neronContentDefaults } from "./neron/site-content";

describe("readPageContent", () => {
  it("renders from the defaults and says so when the database cannot be read (the page then answers 503, never cached)", async () => {
    const unreachable = {
      select() {
        throw new Error("connection refused");
      },
    } as unknown as Db;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await readPageContent(unreachable, "neron")).toEqual({ content: neronContentDefaults, failed: true });
      expect(quiet).toHaveBeenCalledWith("neron: cannot read content", expect.any(Error));
    } finally {
      quiet.mockRestore();
    }
  });
});
