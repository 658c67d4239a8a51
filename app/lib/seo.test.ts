import { describe, expect, it } from "vitest";
import { publicPages } from "../public-pages";
import { pageMeta } from "./seo";
import { publicShareImageKeys } from "./share-images";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "./public-origin";

type Tag = Record<string, string>;
const content = (tags: Tag[], key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content;

describe("pageMeta's share preview", () => {
  it("knows an image for every public page", () => {
    expect(publicPages.filter((page) => !publicShareImageKeys[page.path]).map((page) => page.path)).toEqual([]);
  });

  it.each(publicPages.map((page) => page.path))(
    "names %s's own 1200×630 PNG on the placeholder origin, with its alt and a large card",
    (path) => {
      const tags = pageMeta({ title: "T", description: "D", path }) as Tag[];
      expect(content(tags, "og:image")).toMatch(new RegExp(`^${PUBLIC_ORIGIN_PLACEHOLDER}/og/[a-z0-9-]+\\.png$`));
      expect(content(tags, "og:image:width")).toBe("1200");
      expect(content(tags, "og:image:height")).toBe("630");
      expect(content(tags, "og:image:alt")).toBe("T");
      expect(content(tags, "twitter:card")).toBe("summary_large_image");
    },
  );

  it("gives each public page a different image", () => {
    const images = publicPages.map((page) =>
      content(pageMeta({ title: "T", description: "D", path: page.path }) as Tag[], "og:image"),
    );
    expect(new Set(images).size).toBe(publicPages.length);
  });

  it("names a note's preview, drawn by the server for that note", () => {
    const tags = pageMeta({
      title: "T",
      description: "D",
      path: "/writtenbyhuman/note/Abc_123-x",
      noindex: true,
    }) as Tag[];
    expect(content(tags, "og:image")).toBe(`${PUBLIC_ORIGIN_PLACEHOLDER}/writtenbyhuman/note/Abc_123-x/preview.png`);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("names no image for a page without one, or when told not to", () => {
    for (const tags of [
      pageMeta({ title: "T", description: "D" }),
      pageMeta({ title: "T", description: "D", path: "/writtenbyhuman/note/x", image: false }),
    ] as Tag[][]) {
      expect(content(tags, "og:image")).toBeUndefined();
      expect(content(tags, "twitter:card")).toBe("summary");
    }
  });

  it("takes a given image as is, made absolute on the placeholder origin the server makes public", () => {
    const tags = pageMeta({
      title: "Title",
      description: "D",
      path: "/felimar",
      image: "/media/abc",
      imageAlt: "A villa",
    }) as Tag[];
    expect(content(tags, "og:image")).toBe(`${PUBLIC_ORIGIN_PLACEHOLDER}/media/abc`);
    expect(content(tags, "og:image:alt")).toBe("A villa");
  });
});
