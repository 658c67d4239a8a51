import type { $ZodType } from "zod/v4/core";
import { describe, expect, it } from "vitest";
import type { SiteKey } from "#app/sites/registry.ts";
import { contentErrors, contentMessage } from "./content-errors";
import { describeSchema, type FieldNode } from "./content-schema-walk";
import { CONTENT_SCHEMAS } from "./content-schemas";
import { adminMessages, type AdminLanguage } from "./messages/index";

const sites = Object.keys(CONTENT_SCHEMAS) as SiteKey[];
const schemas = Object.fromEntries(
  await Promise.all(sites.map(async (site) => [site, await CONTENT_SCHEMAS[site]!()] as const)),
) as Record<SiteKey, $ZodType & { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }>;

/** A document whose every text is `text` and every list has two such items: wrong in as many ways as it can be. */
function filled(nodes: readonly FieldNode[], text: string): Record<string, unknown> {
  const value = (node: FieldNode): unknown => {
    switch (node.kind) {
      case "kept":
        return node.blank();
      case "text":
        return node.input === "number" ? -1 : text;
      case "switch":
        return false;
      case "select":
        return text;
      case "lines":
        return [text];
      case "choices":
        return [text, text];
      case "photo":
        return text || null;
      case "group":
        return filled(node.children, text);
      case "list":
        return [filled(node.item, text), filled(node.item, text)];
    }
  };
  return Object.fromEntries(nodes.map((node) => [node.key, value(node)]));
}

/** Every message the schemas give for such documents. */
function schemaMessages(site: SiteKey): Set<string> {
  const fields = describeSchema(schemas[site], String);
  const messages = new Set<string>();
  for (const text of ["", "x", "x".repeat(1000), "25:99"]) {
    const issues = schemas[site].safeParse(filled(fields, text)).error?.issues ?? [];
    for (const issue of issues) messages.add(issue.message);
  }
  return messages;
}

/** A label written alike in English and `language` ("Postcode" in Dutch). */
function sameInBoth(language: AdminLanguage, label: string): boolean {
  const english = adminMessages("en").content.fields as Record<string, string>;
  const other = adminMessages(language).content.fields as Record<string, string>;
  return Object.keys(english).some((key) => english[key] === label && other[key] === label);
}

describe("the content schemas' messages", () => {
  it("are all in Dutch, Spanish and Norwegian, as the editor shows them", () => {
    const all = new Set(sites.flatMap((site) => [...schemaMessages(site)]));
    expect(all.size).toBeGreaterThan(20);
    for (const language of ["nl", "es", "nb"] as const)
      for (const message of all) {
        const translated = contentMessage(language, message);
        expect(translated, message).not.toBe(message);
        // The field the message names is named in the language too.
        const named = /^(.+?) (is|may|must) /.exec(message)?.[1];
        if (named && !sameInBoth(language, named))
          expect(/^[ :]/.test(translated.slice(named.length)) && translated.startsWith(named), translated).toBe(false);
      }
  });

  it("name the field as the editor's label does, and keep their values", () => {
    expect(
      contentMessage(
        "nl",
        "Phone must be in international format: + (or 00) and the country code, then the number; spaces, dots and dashes are fine (e.g. +34 612 48 93 07).",
      ),
    ).toBe(
      "Telefoon moet in internationale notatie: + (of 00) en de landcode, dan het nummer; spaties, punten en streepjes mogen (bijv. +34 612 48 93 07).",
    );
    expect(contentMessage("es", "Founder's bio may be at most 600 characters.")).toBe(
      "Sobre esta persona: como máximo 600 caracteres.",
    );
    expect(contentMessage("nb", "At most 12 bullets.")).toBe("Høyst 12 punkter.");
    expect(contentMessage("nl", "At most 60 gallery items.")).toBe("Hoogstens 60 foto's.");
    expect(contentMessage("en", "Phone is required.")).toBe("Phone is required.");
    expect(contentMessage("nl", "Something else entirely.")).toBe("Something else entirely.");
  });

  it("are put in the language throughout a form's errors, its elements left alone", () => {
    const ref = { focus: () => {} };
    const errors = {
      details: { phone: { type: "custom", message: "Phone is required.", ref } },
      testimonials: Object.assign([undefined, { naam: { type: "custom", message: "Name is required." } }], {
        root: { type: "custom", message: "Two testimonials have the same id." },
      }),
    };
    const translated = contentErrors("nl", errors);
    expect(translated.details.phone).toEqual({ type: "custom", message: "Telefoon is verplicht.", ref });
    expect(translated.details.phone.ref).toBe(ref);
    expect(translated.testimonials[1]?.naam.message).toBe("Naam is verplicht.");
    expect(translated.testimonials.root.message).toBe("Twee ervaringen hebben dezelfde id.");
  });
});
