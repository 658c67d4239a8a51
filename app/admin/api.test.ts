import { describe, expect, it } from "vitest";
import { safeNext } from "./api";

describe("safeNext", () => {
  it("keeps back-office paths", () => {
    expect(safeNext("/admin")).toBe("/admin");
    expect(safeNext("/admin/submissions/abc?x=1")).toBe("/admin/submissions/abc?x=1");
    expect(safeNext("/admin?folder=spam")).toBe("/admin?folder=spam");
  });

  it("refuses anything that could leave the back office or the site", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin\\@evil",
      "/administrator",
      "/felimar",
      "javascript:alert(1)",
    ]) {
      expect(safeNext(next)).toBe("/admin");
    }
  });
});
