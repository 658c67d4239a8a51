import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import {
  felimarContentDefaults,
  felimarContentSchema,
  FELIMAR_CONTENT_LIMITS,
  type FelimarContent,
} from "./site-content";

const parse = (content: unknown) => safeParse(felimarContentSchema, content);
const clone = (): FelimarContent => structuredClone(felimarContentDefaults);
/** The message at one path, or undefined when that path is fine. */
function issueAt(content: unknown, path: string): string | undefined {
  const result = parse(content);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === path)?.message;
}

describe("Felimar's content schema", () => {
  it("accepts its own defaults unchanged", () => {
    const result = parse(felimarContentDefaults);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(felimarContentDefaults);
  });

  it("takes phone and WhatsApp numbers with their country code, stored in E.164, naming the field", () => {
    for (const spaced of ["+34 612 48 93 07", "0034612489307", "+34-612-489-307", "+34 (612) 48.93.07"]) {
      const content = clone();
      content.details.phone = spaced;
      const parsed = parse(content);
      expect(parsed.success, spaced).toBe(true);
      expect(parsed.data?.details.phone, spaced).toBe("+34612489307");
    }
    for (const bad of ["612489307", "+0612489307", "+3461248930712345", "+34 612 48 93 07 ext 2"]) {
      const content = clone();
      content.details.phone = bad;
      expect(issueAt(content, "details.phone"), bad).toMatch(/^Phone must be in international format/);
    }
    const content = clone();
    content.details.whatsapp = "06 12345678";
    expect(issueAt(content, "details.whatsapp")).toMatch(/^WhatsApp number/);
    content.details.whatsapp = "+31612345678";
    expect(parse(content).success).toBe(true);
  });

  it("takes social links over https only", () => {
    for (const bad of [
      "http://www.instagram.com/x",
      "javascript:alert(1)",
      "//instagram.com/x",
      "https://",
      "https://user:pw@example.com/",
      "instagram.com/x",
      "mailto:a@b.nl",
    ]) {
      const content = clone();
      content.details.social[0]!.href = bad;
      expect(issueAt(content, "details.social.0.href"), bad).toBe(
        "Social link address must be a full https:// address.",
      );
    }
  });

  it("takes only Felimar's own files as a gallery image URL, never another origin, an API route or another site's photo", () => {
    const item = {
      id: crypto.randomUUID(),
      titel: "Terras",
      caption: null,
      imageId: null,
      hidden: false,
      created_at: "2025-06-12T10:00:00Z",
    };
    for (const bad of [
      "https://evil.example/a.jpg",
      "//evil.example/a.jpg",
      "javascript:alert(1)",
      "/a b.jpg",
      'x"onerror',
      "/api/notes/abc",
      "/media/AAAA.webp",
      "/felimar/../api/notes/x",
      "/felimar/%2e%2e/api",
      "/felimar/x.jpg?y",
    ]) {
      expect(issueAt({ ...clone(), gallery: [{ ...item, image_url: bad }] }, "gallery.0.image_url"), bad).toBeDefined();
    }
    expect(parse({ ...clone(), gallery: [{ ...item, image_url: "/felimar/terras.jpg" }] }).success).toBe(true);
  });

  it("holds the old import file's limits", () => {
    const L = FELIMAR_CONTENT_LIMITS;
    const bundle = felimarContentDefaults.bundles[0]!;
    const tooManyBundles = Array.from({ length: L.bundles + 1 }, () => ({ ...bundle, id: crypto.randomUUID() }));
    expect(issueAt({ ...clone(), bundles: tooManyBundles }, "bundles")).toBe(`At most ${L.bundles} packages.`);
    expect(
      issueAt({ ...clone(), bundles: [{ ...bundle, titel: "x".repeat(L.bundleTitel + 1) }] }, "bundles.0.titel"),
    ).toBe(`Title may be at most ${L.bundleTitel} characters.`);
    expect(issueAt({ ...clone(), bundles: [{ ...bundle, titel: "   " }] }, "bundles.0.titel")).toBe(
      "Title is required.",
    );
    expect(
      issueAt({ ...clone(), bundles: [{ ...bundle, bullets: Array(L.bullets + 1).fill("b") }] }, "bundles.0.bullets"),
    ).toBeDefined();
    const testimonial = felimarContentDefaults.testimonials[0]!;
    expect(
      issueAt(
        { ...clone(), testimonials: [{ ...testimonial, quote: "q".repeat(L.quote + 1) }] },
        "testimonials.0.quote",
      ),
    ).toBe(`Quote may be at most ${L.quote} characters.`);
    const many = Array.from({ length: L.testimonials + 1 }, () => ({ ...testimonial, id: crypto.randomUUID() }));
    expect(issueAt({ ...clone(), testimonials: many }, "testimonials")).toBeDefined();
  });

  it("refuses two items with one id, unknown fields and a missing hidden flag", () => {
    const bundle = felimarContentDefaults.bundles[0]!;
    expect(issueAt({ ...clone(), bundles: [bundle, bundle] }, "bundles")).toBe("Two packages have the same id.");
    expect(parse({ ...clone(), extra: 1 }).success).toBe(false);
    const { hidden: _hidden, ...withoutHidden } = bundle;
    expect(issueAt({ ...clone(), bundles: [withoutHidden] }, "bundles.0.hidden")).toBeDefined();
  });

  it("trims text and keeps at least one founder", () => {
    const content = clone();
    content.details.email = "  hola@felimar.es ";
    expect(parse(content).data?.details.email).toBe("hola@felimar.es");
    content.details.founders = [];
    expect(issueAt(content, "details.founders")).toBe("At least one founder.");
  });
});
