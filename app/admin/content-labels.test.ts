import type { $ZodType } from "zod/v4/core";
import { describe, expect, it } from "vitest";
import type { SiteKey } from "#app/sites/registry.ts";
import { fieldLabel, itemNoun, itemTitle, knownFieldLabel, optionLabel } from "./content-labels";
import { defOf, describeSchema, type Def, type FieldNode } from "./content-schema-walk";
import { CONTENT_SCHEMAS } from "./content-schemas";
import { LIST_SECTIONS } from "./content-sites";
import { ADMIN_LANGUAGES, adminMessages } from "./messages/index";

/** Every field of a schema with its path (list items left out) and its own definition, wrappers removed. */
function walk(schema: $ZodType, path: string[] = []): Array<{ path: string[]; def: Def }> {
  let def = defOf(schema);
  while (def.innerType || (def.type === "pipe" && def.in)) def = defOf(def.innerType ?? def.in!);
  const here = path.length > 0 ? [{ path, def }] : [];
  if (def.type === "object")
    return [...here, ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, [...path, key]))];
  if (def.type === "array") {
    const element = walk(def.element!, path);
    return [...here, ...element.filter((entry) => entry.path.length > path.length)];
  }
  return here;
}

/** The name the schema's own messages give a field ("Phone is required." → "Phone"), if they name it. */
function messageName(def: Def): string | null {
  try {
    const message = def.error?.({});
    const match = typeof message === "string" ? /^(.+?) (is required|must|may)\b/.exec(message) : null;
    return match && !/^(each|the)\b/i.test(match[1]!) ? match[1]! : null;
  } catch {
    return null;
  }
}

const sites = Object.keys(CONTENT_SCHEMAS) as SiteKey[];
const schemas = Object.fromEntries(
  await Promise.all(sites.map(async (site) => [site, await CONTENT_SCHEMAS[site]!()] as const)),
) as Record<SiteKey, $ZodType>;

/** The fields the editor shows: every one but those kept as they are (ids, hidden, creation dates). */
function shownPaths(nodes: readonly FieldNode[], parent: string[] = []): string[][] {
  return nodes.flatMap((node) => {
    if (node.kind === "kept") return [];
    const path = [...parent, node.key];
    const children = node.kind === "group" ? node.children : node.kind === "list" ? node.item : [];
    return [path, ...shownPaths(children, path)];
  });
}

describe("the editor's field labels", () => {
  it("name every field of every site's content in every language", () => {
    for (const site of sites) {
      const paths = shownPaths(describeSchema(schemas[site], String));
      expect(paths.length).toBeGreaterThan(0);
      for (const language of ADMIN_LANGUAGES)
        for (const path of paths)
          expect(knownFieldLabel(language, site, path), `${site} ${path.join(".")} in ${language}`).toBeTruthy();
    }
  });

  it("use in English the name the schema's messages give the field, so a label and its error agree", () => {
    for (const site of sites) {
      const shown = new Set(shownPaths(describeSchema(schemas[site], String)).map((path) => path.join(".")));
      for (const { path, def } of walk(schemas[site])) {
        const name = messageName(def);
        if (name && shown.has(path.join(".")))
          expect(knownFieldLabel("en", site, path), `${site} ${path.join(".")}`).toBe(name);
      }
    }
  });

  it("tell a key's meanings apart by its parent and its site", () => {
    expect(fieldLabel("en", "housing", ["details", "address", "street"])).toBe("Street or PO box");
    expect(fieldLabel("en", "neron", ["details", "address", "street"])).toBe("Street");
    expect(fieldLabel("nl", "housing", ["details", "name"])).toBe("Bedrijfsnaam");
    expect(fieldLabel("nl", "felimar", ["details", "founders", "name"])).toBe("Naam");
  });

  it("write out a key nobody named: in English from its words, in the others as a field, never in English", () => {
    expect(fieldLabel("en", "felimar", ["details", "signUpUrl"])).toBe("Sign up URL");
    expect(fieldLabel("nl", "felimar", ["details", "signUpUrl"])).toBe("Veld signUpUrl");
    expect(fieldLabel("es", "felimar", ["details", "signUpUrl"])).toBe("Campo signUpUrl");
    expect(fieldLabel("nb", "felimar", ["details", "signUpUrl"])).toBe("Felt signUpUrl");
  });

  it("name each section's tab in every language, and describe it", () => {
    for (const language of ADMIN_LANGUAGES) {
      const words = adminMessages(language).content;
      for (const [site, sections] of Object.entries(LIST_SECTIONS))
        for (const section of sections) {
          expect(knownFieldLabel(language, site as SiteKey, [section.key])).toBeTruthy();
          expect(words.editor.listDescriptions[section.key]).toBeTruthy();
        }
    }
  });
});

describe("the lists' items", () => {
  it("are named by their list, with their own name or title", () => {
    const testimonial = { naam: "Anna", quote: "…" };
    expect(itemTitle(itemNoun("en", "testimonials"), testimonial)).toBe("Testimonial by Anna");
    expect(itemTitle(itemNoun("nl", "testimonials"), testimonial)).toBe("Ervaring van Anna");
    expect(itemTitle(itemNoun("es", "bundles"), { titel: "Basis" })).toBe("Paquete «Basis»");
    expect(itemTitle(itemNoun("nb", "gallery"), { titel: "" })).toBe("Nytt bilde");
    expect(itemTitle(itemNoun("en", "social"), { network: "linkedin" })).toBe("Social link “LinkedIn”");
    expect(itemTitle(itemNoun("nl", "periods"), { opens: "10:00", closes: "14:00" })).toBe("Tijdvak “10:00–14:00”");
    expect(itemNoun("es", "somethingNew").add).toBe("Añadir elemento");
  });
});

describe("fixed values", () => {
  it("show days in the person's language and networks by their names; other values as they are", () => {
    expect(optionLabel("en", "Monday")).toBe("Monday");
    expect(optionLabel("nl", "Monday")).toBe("maandag");
    expect(optionLabel("es", "Sunday")).toBe("domingo");
    expect(optionLabel("nb", "Wednesday")).toBe("onsdag");
    expect(optionLabel("es", "linkedin")).toBe("LinkedIn");
    expect(optionLabel("nl", "ES")).toBe("ES");
  });
});
