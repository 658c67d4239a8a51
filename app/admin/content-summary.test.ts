import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { fieldLabel } from "./content-labels";
import { describeSchema, type FieldNode } from "./content-schema-walk";
import { summarizeChanges } from "./content-summary";
import type { AdminLanguage } from "./messages/index";

const schema = z.strictObject({
  details: z.strictObject({
    phone: z.string({ error: "Phone is required." }),
    email: z.string({ error: "E-mail is required." }),
    hours: z.string({ error: "Opening hours is required." }),
    founders: z.array(z.strictObject({ name: z.string(), bio: z.string(), imageId: z.nullable(z.string()) })),
  }),
  testimonials: z.array(z.strictObject({ id: z.string(), quote: z.string(), naam: z.string(), hidden: z.boolean() })),
});
const fieldsIn = (language: AdminLanguage) => describeSchema(schema, (path) => fieldLabel(language, "felimar", path));
const fields = fieldsIn("en");
const details = fields.filter((field) => field.key === "details");
const testimonials = fields.filter((field) => field.key === "testimonials");

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
  it("takes labels from the catalogue by the field's path, kinds from the types", () => {
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
    expect(summarizeChanges("en", details, before, { details: { ...before.details, phone: "+34600000000" } })).toBe(
      "Phone changed",
    );
    expect(
      summarizeChanges("en", details, before, {
        details: { ...before.details, phone: "+34600000000", email: "b@example.com" },
      }),
    ).toBe("Phone and e-mail changed");
  });

  it("names items by their name: edited, added, deleted, hidden, shown", () => {
    const edited = { testimonials: [{ ...anna, quote: "Even better" }, rob] };
    expect(summarizeChanges("en", testimonials, before, edited)).toBe("Testimonial by Anna edited");
    const added = { testimonials: [anna, rob, { id: "c", quote: "Wow", naam: "Cleo", hidden: false }] };
    expect(summarizeChanges("en", testimonials, before, added)).toBe("Testimonial by Cleo added");
    expect(summarizeChanges("en", testimonials, before, { testimonials: [anna] })).toBe("Testimonial by Rob deleted");
    expect(summarizeChanges("en", testimonials, before, { testimonials: [{ ...anna, hidden: true }, rob] })).toBe(
      "Testimonial by Anna hidden",
    );
    expect(
      summarizeChanges("en", testimonials, { testimonials: [{ ...anna, hidden: true }] }, { testimonials: [anna] }),
    ).toBe("Testimonial by Anna shown");
  });

  it("says a list was reordered when only the order changed", () => {
    expect(summarizeChanges("en", testimonials, before, { testimonials: [rob, anna] })).toBe("Testimonials reordered");
  });

  it("names a reordered list as the editor's tab does, not by its key", () => {
    const bundles = describeSchema(
      z.strictObject({ bundles: z.array(z.strictObject({ id: z.string(), titel: z.string() })) }),
      (path) => fieldLabel("en", "felimar", path),
    );
    const a = { id: "a", titel: "Basis" };
    const b = { id: "b", titel: "Premium" };
    expect(summarizeChanges("en", bundles, { bundles: [a, b] }, { bundles: [b, a] })).toBe("Packages reordered");
  });

  it("names items of a list without ids by position, and counts what it does not name", () => {
    const founders = [{ name: "Felipe", bio: "New bio", imageId: "photo" }];
    expect(summarizeChanges("en", details, before, { details: { ...before.details, founders } })).toBe(
      "Founder Felipe edited",
    );
    const many = {
      details: {
        ...before.details,
        phone: "+34600000000",
        founders: [...founders, { name: "Marloes", bio: "…", imageId: null }, { name: "Jan", bio: "…", imageId: null }],
      },
    };
    expect(summarizeChanges("en", details, before, many)).toBe(
      "Phone changed; Founder Felipe edited; Founder Marloes added; 1 more change",
    );
  });

  it("is written in the language of the person who saves, names and participles agreeing", () => {
    const section = (language: AdminLanguage, key: string) => fieldsIn(language).filter((field) => field.key === key);
    const phoneAndEmail = { details: { ...before.details, phone: "+34600000000", email: "b@example.com" } };
    expect(summarizeChanges("nl", section("nl", "details"), before, phoneAndEmail)).toBe(
      "Telefoon en e-mailadres gewijzigd",
    );
    expect(summarizeChanges("es", section("es", "details"), before, phoneAndEmail)).toBe(
      "Cambios en teléfono y correo electrónico",
    );
    const added = { testimonials: [anna, rob, { id: "c", quote: "Wow", naam: "Cleo", hidden: false }] };
    expect(summarizeChanges("nl", section("nl", "testimonials"), before, added)).toBe("Ervaring van Cleo toegevoegd");
    expect(summarizeChanges("es", section("es", "testimonials"), before, added)).toBe("Testimonio de Cleo añadido");
    expect(summarizeChanges("nb", section("nb", "testimonials"), before, { testimonials: [rob, anna] })).toBe(
      "Omtaler: ny rekkefølge",
    );
  });

  it("says so when nothing changed", () => {
    expect(summarizeChanges("en", testimonials, before, before)).toBe("No changes");
  });
});
