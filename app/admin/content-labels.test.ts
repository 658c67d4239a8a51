import { describe, expect, it } from "vitest";
import { LIST_SECTIONS } from "./content-sites";
import { itemNoun, pluralNoun } from "./content-labels";

describe("pluralNoun", () => {
  it("writes every list's items in the plural, as an empty list names them", () => {
    expect(pluralNoun("photo")).toBe("photos");
    expect(pluralNoun("package")).toBe("packages");
    expect(pluralNoun("e-mail address")).toBe("e-mail addresses");
    expect(pluralNoun("opening period")).toBe("opening periods");
    expect(pluralNoun("social link")).toBe("social links");
    expect(pluralNoun("category")).toBe("categories");
    expect(pluralNoun("day")).toBe("days");
    const nouns = [
      ...Object.values(LIST_SECTIONS).flatMap((sections) => sections.map((section) => section.noun)),
      ...["social", "founders", "footerLinks", "bullets", "periods", "emails"].map(itemNoun),
    ];
    for (const noun of nouns) expect(pluralNoun(noun)).toMatch(/^[a-z][a-z -]*[a-z]s$/);
  });
});
