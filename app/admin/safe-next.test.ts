import { describe, expect, it } from "vitest";
import { backOfficePath, MAX_NEXT_LENGTH } from "./safe-next";

describe("backOfficePath", () => {
  it("keeps a back-office path with its query and fragment", () => {
    expect(backOfficePath("/admin")).toBe("/admin");
    expect(backOfficePath("/admin/submissions/0b5f?site=felimar#notes")).toBe(
      "/admin/submissions/0b5f?site=felimar#notes",
    );
    expect(backOfficePath("/admin?folder=spam")).toBe("/admin?folder=spam");
  });

  it("refuses every way out of the back office or the site", () => {
    for (const next of [
      null,
      undefined,
      42,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin\\@evil",
      "/admin/\t/evil.example",
      "/admin\n//evil.example",
      "/admin/../felimar",
      "/admin/%2e%2e/felimar",
      "/administrator",
      "/felimar",
      "javascript:alert(1)",
      `/admin/${"x".repeat(MAX_NEXT_LENGTH)}`,
    ]) {
      expect(backOfficePath(next), String(next)).toBeNull();
    }
  });
});
