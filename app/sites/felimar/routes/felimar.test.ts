import { describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/database.ts";
import { loader } from "./felimar";

type LoaderArgs = Parameters<typeof loader>[0];

describe("/felimar loader", () => {
  it("still renders the page, answered 503 with Retry-After, when the database cannot be read", async () => {
    const failing = {
      select: () => {
        throw new Error("connect ECONNREFUSED");
      },
    } as unknown as Db;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loader({
      context: { db: failing },
      request: new Request("http://localhost/felimar"),
      params: {},
    } as unknown as LoaderArgs);
    quiet.mockRestore();
    expect(result).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 503, headers: { "Retry-After": "60" } },
    });
    const payload = (result as unknown as { data: Record<string, unknown> }).data;
    expect(payload).toMatchObject({ bundles: [], gallery: [], testimonials: [] });
    expect(payload.jsonLd).toBeTruthy();
  });
});
