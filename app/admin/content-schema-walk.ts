import type { $ZodType } from "zod/v4/core";
import type { FieldPath } from "./content-labels";

/*
 * Reads a site's zod/mini schema (the one the server validates with) into the fields
 * the editor draws, so each site's form follows its schema without a form of its own:
 * a string becomes a text field, an array of strings one line each, an array of objects
 * a list, `imageId` a photo. Labels come from `labelOf`, by the field's path (content-labels.ts
 * gives them in the person's language).
 */

/** A field's label from where it is in the document. */
export type LabelOf = (path: FieldPath) => string;

export type TextKind = "text" | "email" | "url" | "tel" | "date" | "time" | "number";

interface FieldBase {
  key: string;
  label: string;
  /** null is a value (an empty field saves null). */
  nullable: boolean;
  /** undefined is a value (an empty field leaves it out). */
  optional: boolean;
}

export type FieldNode =
  | (FieldBase & { kind: "text"; input: TextKind; multiline: boolean; maxLength: number | null })
  | (FieldBase & { kind: "switch" })
  | (FieldBase & { kind: "select"; options: string[] })
  | (FieldBase & { kind: "lines"; maxLength: number | null })
  /** An array of a fixed set's values (opening days): a checkbox each. */
  | (FieldBase & { kind: "choices"; options: string[] })
  | (FieldBase & { kind: "photo" })
  | (FieldBase & { kind: "group"; children: FieldNode[] })
  | (FieldBase & {
      kind: "list";
      item: FieldNode[];
      hasId: boolean;
      hasHidden: boolean;
      blank: () => Record<string, unknown>;
    })
  /** Kept as it is, not shown (ids, creation dates, legacy paths). */
  | (FieldBase & { kind: "kept"; blank: () => unknown });

/** Keys kept as they are: the list handles `hidden` with a switch of its own. */
const KEPT_KEYS = new Set(["id", "hidden", "created_at", "createdAt", "updated_at", "updatedAt", "image_url"]);
const MULTILINE_KEYS =
  /^(quote|bio|caption|description|text|message|body|intro|about|note|whatsappMessage|address|summary)$/i;

/** The parts of a zod schema's definition the walk reads (and the label test: its messages). */
export interface Def {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; format?: string } } }>;
  error?: (issue: object) => unknown;
}

export const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** The schema under optional/nullable/default/pipe…, with what they allow. */
function unwrap(schema: $ZodType): { inner: $ZodType; nullable: boolean; optional: boolean } {
  let inner = schema;
  let nullable = false;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "nullable") nullable = true;
    else if (def.type === "optional" || def.type === "default" || def.type === "prefault")
      optional = optional || def.type === "optional";
    else if (def.type !== "readonly" && def.type !== "catch" && def.type !== "nonoptional" && def.type !== "pipe")
      break;
    const next = def.type === "pipe" ? def.in : def.innerType;
    if (!next) break;
    inner = next;
  }
  return { inner, nullable, optional };
}

function maxLengthOf(def: Def): number | null {
  const check = def.checks?.find((entry) => entry._zod.def.check === "max_length");
  return check?._zod.def.maximum ?? null;
}

function stringFormat(def: Def): string | undefined {
  return def.format ?? def.checks?.find((entry) => entry._zod.def.check === "string_format")?._zod.def.format;
}

function textKind(key: string, def: Def): TextKind {
  const format = stringFormat(def);
  if (format === "email" || /e-?mail/i.test(key)) return "email";
  if (format === "url" || /(url|href|link)$/i.test(key)) return "url";
  if (/^(phone|whatsapp|telefoon|tel|telephone|mobile)$|(Phone|Whatsapp|WhatsApp)$/.test(key)) return "tel";
  if (/^(opens|closes)$/.test(key)) return "time";
  if (format === "date") return "date";
  if (format === "time") return "time";
  return "text";
}

function describeField(path: FieldPath, schema: $ZodType, labelOf: LabelOf): FieldNode {
  const key = path.at(-1)!;
  const { inner, nullable, optional } = unwrap(schema);
  const def = defOf(inner);
  // Kept fields are never shown: they need no label.
  if (KEPT_KEYS.has(key))
    return { key, label: key, nullable, optional, kind: "kept", blank: () => blankKept(key, nullable) };
  const base = { key, label: labelOf(path), nullable, optional };
  if (key === "imageId" || /ImageId$/.test(key)) return { ...base, kind: "photo" };
  switch (def.type) {
    case "boolean":
      return { ...base, kind: "switch" };
    case "number":
    case "int":
      return { ...base, kind: "text", input: "number", multiline: false, maxLength: null };
    case "enum":
      return { ...base, kind: "select", options: Object.values(def.entries ?? {}) };
    case "object":
      return { ...base, kind: "group", children: describeShape(path, def.shape ?? {}, labelOf) };
    case "array": {
      const element = unwrap(def.element!).inner;
      const elementDef = defOf(element);
      if (elementDef.type === "object") {
        const item = describeShape(path, elementDef.shape ?? {}, labelOf);
        const keys = Object.keys(elementDef.shape ?? {});
        return {
          ...base,
          kind: "list",
          item,
          hasId: keys.includes("id"),
          hasHidden: keys.includes("hidden"),
          blank: () => blankItem(item),
        };
      }
      if (elementDef.type === "enum")
        return { ...base, kind: "choices", options: Object.values(elementDef.entries ?? {}) };
      return { ...base, kind: "lines", maxLength: maxLengthOf(elementDef) };
    }
    default: {
      const maxLength = maxLengthOf(def);
      const input = textKind(key, def);
      return {
        ...base,
        kind: "text",
        input,
        multiline: input === "text" && (MULTILINE_KEYS.test(key) || (maxLength ?? 0) > 300),
        maxLength,
      };
    }
  }
}

function describeShape(parent: FieldPath, shape: Record<string, $ZodType>, labelOf: LabelOf): FieldNode[] {
  return Object.entries(shape).map(([key, schema]) => describeField([...parent, key], schema, labelOf));
}

/** The top-level fields of a site's document, each labelled by `labelOf`. */
export function describeSchema(schema: $ZodType, labelOf: LabelOf): FieldNode[] {
  const def = defOf(unwrap(schema).inner);
  return describeShape([], def.shape ?? {}, labelOf);
}

function blankKept(key: string, nullable: boolean): unknown {
  if (key === "id") return crypto.randomUUID();
  if (key === "hidden") return false;
  if (/created|updated/i.test(key)) return new Date().toISOString();
  return nullable ? null : "";
}

/** A new, empty item of a list: a fresh id, shown, every text empty. */
export function blankItem(fields: readonly FieldNode[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) item[field.key] = blankValue(field);
  return item;
}

function blankValue(field: FieldNode): unknown {
  switch (field.kind) {
    case "kept":
      return field.blank();
    case "switch":
      return false;
    case "photo":
      return null;
    case "select":
      return field.options[0] ?? "";
    case "lines":
    case "choices":
    case "list":
      return [];
    case "group":
      return blankItem(field.children);
    case "text":
      return field.optional ? undefined : field.nullable ? null : "";
  }
}
