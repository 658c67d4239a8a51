import { describe, expect, it } from "vitest";
import { pageNameKey } from "./page-name";

describe("pageNameKey", () => {
  it("names each back-office page from its URL", () => {
    expect(pageNameKey("/admin")).toBe("inbox");
    expect(pageNameKey("/admin/", "?site=felimar")).toBe("inbox");
    expect(pageNameKey("/admin", "?folder=spam")).toBe("spam");
    expect(pageNameKey("/admin/spam")).toBe("spam");
    expect(pageNameKey("/admin/submissions/0b5f")).toBe("submission");
    expect(pageNameKey("/admin/content/felimar")).toBe("content");
    expect(pageNameKey("/admin/audit")).toBe("audit");
  });

  it("names no page for a path none has", () => {
    for (const path of [
      "/admin/nowhere",
      "/admin/submissions",
      "/admin/audit/x",
      "/admin/submissions/a/b",
      "/felimar",
    ]) {
      expect(pageNameKey(path), path).toBeNull();
    }
  });
});
