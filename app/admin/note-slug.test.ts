import { describe, expect, it } from "vitest";
import { noteSlugFrom } from "./note-slug";

describe("noteSlugFrom", () => {
  it("takes a slug or a note's address", () => {
    expect(noteSlugFrom(" a1B2-c3_d ")).toBe("a1B2-c3_d");
    expect(noteSlugFrom("https://example.com/writtenbyhuman/note/abc123?x=1#top")).toBe("abc123");
    expect(noteSlugFrom("/writtenbyhuman/note/abc123")).toBe("abc123");
  });

  it("refuses anything else", () => {
    expect(noteSlugFrom("")).toBeNull();
    expect(noteSlugFrom("https://example.com/felimar")).toBeNull();
    expect(noteSlugFrom("../etc/passwd")).toBeNull();
  });
});
