import { describe, expect, it } from "vitest";
import { adminMessages } from "#app/admin/messages/index.ts";
import { englishLeft, englishOnlyWords, literalText } from "./support/english-left";

describe("englishLeft", () => {
  it("finds English words a Spanish screen should not show, and leaves Spanish, data and addresses alone", () => {
    const es = adminMessages("es");
    expect(englishLeft(`${es.signIn.title} · ${es.signIn.sendLink}`, "es")).toEqual([]);
    expect(englishLeft(adminMessages("en").signIn.sendLink, "es")).toContain("send");
    expect(englishLeft("Nothing here yet: ana@example.com https://example.com/the-page", "es")).toEqual([
      "nothing",
      "here",
      "yet",
    ]);
    expect(englishLeft("Saved by Ana", "es", ["Saved by Ana"])).toEqual([]);
  });

  it("reads a function's texts, not its code: a parameter's English name hides nothing", () => {
    // en's `members.saved` is a function of `email`; "saved" is in its text, "email" only in its code.
    expect(englishOnlyWords("es").has("saved")).toBe(true);
    const saved = (email: string, count: number) => `Saved ${email}: ${count === 1 ? "one row" : "rows"}`;
    expect(literalText(String(saved))).toMatch(/Saved .* "one row" "rows"/);
    expect(literalText(String(saved))).not.toMatch(/email|count/);
  });

  it("counts no word the other catalogue also uses", () => {
    for (const language of ["es", "nl", "nb"] as const) {
      expect(englishOnlyWords(language).has("webhook")).toBe(false);
      expect(englishOnlyWords(language).has("the")).toBe(true);
    }
  });
});
