import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { publicShareImageKeys } from "#app/lib/share-images.ts";
import { noteGlyphsFile, noteGlyphsJson } from "./note-glyphs";
import { shareCards } from "./share-cards";
import { measure, textPath } from "./share-font";
import { renderShareCard, shareCardSvg } from "./share-images";

describe("share previews at build time", () => {
  it("has a card for every image pageMeta names, and each card's key once", () => {
    const keys = shareCards.map((card) => card.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of Object.values(publicShareImageKeys)) expect(keys).toContain(key);
  });

  it("draws every word as paths, never as SVG text a machine's fonts would render", { timeout: 60_000 }, () => {
    for (const card of shareCards) {
      const svg = shareCardSvg(card);
      expect(svg, card.key).not.toMatch(/<text\b/);
      expect(svg, card.key).not.toMatch(/<image\b/);
    }
  });

  it("draws a variable font at the weight asked for (fontkit cannot vary a WOFF2 font by itself)", () => {
    const regular = { family: "inter", weight: 400, size: 40 } as const;
    const bold = { ...regular, weight: 700 } as const;
    expect(measure("Human Notebook", bold)).toBeGreaterThan(measure("Human Notebook", regular));
    expect(textPath("H", bold, 0, 0, "#000")).not.toBe(textPath("H", regular, 0, 0, "#000"));
  });

  it("renders a card as a 1200×630 PNG", { timeout: 60_000 }, async () => {
    const card = shareCards.find((candidate) => candidate.key === "felimar")!;
    expect(await sharp(await renderShareCard(card)).metadata()).toMatchObject({
      format: "png",
      width: 1200,
      height: 630,
    });
  });

  it("keeps server/share-images/note-glyphs.json as scripts/note-glyphs.ts makes it from the copy (run it after changing the copy)", () => {
    expect(readFileSync(noteGlyphsFile, "utf8")).toBe(noteGlyphsJson());
  });
});
