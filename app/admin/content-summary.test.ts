import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { describeSchema, type FieldNode } from "./content-schema-walk";
import { summarizeChanges } from "./content-summary";

const schema = z.strictObject({
  details: z.strictObject({
    phone: z.string({ error: "Phone is required." }),
    email: z.string({ error: "E-mail is required." }),
    hours: z.string({ error: "Opening hours is required." }),
    founders: z.array(z.strictObject({ name: z.string(), bio: z.string(), imageId: z.nullable(z.string()) })),
  }),
  testimonials: z.array(z.strictObject({ id: z.string(), quote: z.string(), naam: z.string(), hidden: z.boolean() })),
});
const fields = describeSchema(schema);
const details = fields.filter((field) => field.key === "details");
const testimonials = fields.filter((field) => field.key === "testimonials");
const nouns = { testimonials: "testimonial" };

const anna = { id: "a", quote: "Great", naam: "Anna", hidden: false };
const rob = { id: "b", quote: "Fine", naam: "Rob", hidden: false };
const before = {
  details: {
    phone: "+34612489307",
    email: "a@example.com",
    hours: "9–5",
    founders: [{ name: "Felipe", bio: "…", imageId: null }],
  },
  testimonials: [anna, rob],
};

describe("the schema as the editor reads it", () => {
  it("takes labels from the schema's messages, kinds from the types", () => {
    const group = details[0] as Extract<FieldNode, { kind: "group" }>;
    expect(group.children.map((field) => [field.key, field.label, field.kind])).toEqual([
      ["phone", "Phone", "text"],
      ["email", "E-mail", "text"],
      ["hours", "Opening hours", "text"],
      ["founders", "Founders", "list"],
    ]);
    const list = testimonials[0] as Extract<FieldNode, { kind: "list" }>;
    expect(list.hasId && list.hasHidden).toBe(true);
    const blank = list.blank();
    expect(blank).toMatchObject({ quote: "", naam: "", hidden: false });
    expect(blank.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the history's summary of a save", () => {
  it("names a changed detail, and two as one sentence", () => {
    expect(summarizeChanges(details, before, { details: { ...before.details, phone: "+34600000000" } })).toBe(
      "Phone changed",
    );
    expect(
      summarizeChanges(details, before, {
        details: { ...before.details, phone: "+34600000000", email: "b@example.com" },
      }),
    ).toBe("Phone and e-mail changed");
  });

  it("names items by their name: edited, added, deleted, hidden, shown", () => {
    const edited = { testimonials: [{ ...anna, quote: "Even better" }, rob] };
    expect(summarizeChanges(testimonials, before, edited, nouns)).toBe("Testimonial by Anna edited");
    const added = { testimonials: [anna, rob, { id: "c", quote: "Wow", naam: "Cleo", hidden: false }] };
    expect(summarizeChanges(testimonials, before, added, nouns)).toBe("Testimonial by Cleo added");
    expect(summarizeChanges(testimonials, before, { testimonials: [anna] }, nouns)).toBe("Testimonial by Rob deleted");
    expect(summarizeChanges(testimonials, before, { testimonials: [{ ...anna, hidden: true }, rob] }, nouns)).toBe(
      "Testimonial by Anna hidden",
    );
    expect(
      summarizeChanges(testimonials, { testimonials: [{ ...anna, hidden: true }] }, { testimonials: [anna] }, nouns),
    ).toBe("Testimonial by Anna shown");
  });

  it("says a list was reordered when only the order changed", () => {
    expect(summarizeChanges(testimonials, before, { testimonials: [rob, anna] }, nouns)).toBe("Testimonials reordered");
  });

  it("names a reordered list as the editor's tab does, not by its key", () => {
    const bundles = describeSchema(
      z.strictObject({ bundles: z.array(z.strictObject({ id: z.string(), titel: z.string() })) }),
    ).map((field) => ({ ...field, label: "Packages" }));
    const a = { id: "a", titel: "Basis" };
    const b = { id: "b", titel: "Premium" };
    expect(summarizeChanges(bundles, { bundles: [a, b] }, { bundles: [b, a] }, { bundles: "package" })).toBe(
      "Packages reordered",
    );
  });

  it("names items of a list without ids by position, and counts what it does not name", () => {
    const founders = [{ name: "Felipe", bio: "New bio", imageId: "photo" }];
    expect(summarizeChanges(details, before, { details: { ...before.details, founders } })).toBe(
      "Founder Felipe edited",
    );
    const many = {
      details: {
        ...before.details,
        phone: "+34600000000",
        founders: [...founders, { name: "Marloes", bio: "…", imageId: null }, { name: "Jan", bio: "…", imageId: null }],
      },
    };
    expect(summarizeChanges(details, before, many)).toBe(
      "Phone changed; Founder Felipe edited; Founder Marloes added; 1 more change",
    );
  });

  it("says so when nothing changed", () => {
    expect(summarizeChanges(testimonials, before, before, nouns)).toBe("No changes");
  });
});
