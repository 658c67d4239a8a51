import { optionLabel } from "./content-labels";
import { lowerFirst } from "./messages/content/case";
import { content as english } from "./messages/content/en";
import { adminMessages, type AdminLanguage } from "./messages/index";

/*
 * The content schemas' messages in the person's language. The schemas are the sites' own and
 * write English ("Phone is required."), in the browser's check and in the server's answer
 * alike; the catalogue's `content.checks` writes the same English, so a message's kind and
 * values are found again by a pattern, and its field's name comes from `content.fields`.
 */

type Check = string | ((...values: never[]) => string);
type CheckKey = keyof typeof english.checks;

// Stand-ins for a text's values while its pattern is built: private-use characters no message holds.
const slot = (index: number) => `\ue000${index}\ue001`;
const SLOT = /\ue000\d+\ue001/g;

const exact = new Map<string, CheckKey>();
const patterns: { key: CheckKey; pattern: RegExp; literal: number }[] = [];
for (const [key, text] of Object.entries(english.checks) as [CheckKey, Check][]) {
  if (typeof text === "string") {
    exact.set(text, key);
    continue;
  }
  const sample = (text as (...values: string[]) => string)(
    ...Array.from({ length: text.length }, (_, index) => slot(index)),
  );
  const parts = sample.split(SLOT);
  const source = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+?)");
  patterns.push({ key, pattern: new RegExp(`^${source}$`), literal: parts.join("").length });
}
// The most particular first: "The packages must be a list." is `theList`, not `aList` of "The packages".
patterns.sort((a, b) => b.literal - a.literal);

/** The lists some messages name in the plural ("At most 12 packages."), where no noun has that plural. */
const LIST_ALIASES: Record<string, keyof typeof english.nouns> = { "gallery items": "photo" };

/** A value of an English message in `language`: a field's name, a list's items; a number or an example as it is. */
function valueIn(language: AdminLanguage, value: string): string | number {
  if (/^\d+$/.test(value)) return Number(value);
  const words = adminMessages(language).content;
  const fields = Object.entries(english.fields) as [keyof typeof english.fields, string][];
  const field = fields.find(([, label]) => label === value);
  if (field) return words.fields[field[0]];
  const lowered = fields.find(([, label]) => lowerFirst(label) === value);
  if (lowered) return lowerFirst(words.fields[lowered[0]]);
  const nouns = Object.entries(english.nouns) as [keyof typeof english.nouns, { many: string }][];
  const noun = LIST_ALIASES[value] ?? nouns.find(([, entry]) => entry.many === value)?.[0];
  if (noun) return words.nouns[noun].many;
  // A list of fixed values ("Monday, Tuesday"): each as the editor shows it.
  return value
    .split(", ")
    .map((part) => optionLabel(language, part))
    .join(", ");
}

/** A content schema's English message in `language`; any other text as it is. */
export function contentMessage(language: AdminLanguage, message: string): string {
  if (language === "en") return message;
  const checks = adminMessages(language).content.checks as Record<CheckKey, Check>;
  const key = exact.get(message);
  if (key) return checks[key] as string;
  for (const { key: patternKey, pattern } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = match.slice(1).map((value) => valueIn(language, value));
    return (checks[patternKey] as (...values: (string | number)[]) => string)(...values);
  }
  return message;
}

/**
 * A form's errors (react-hook-form's tree: a `message` per field, lists by position) with
 * every message in `language`. The elements the errors point at (`ref`) stay as they are.
 */
export function contentErrors<Errors>(language: AdminLanguage, errors: Errors): Errors {
  if (!errors || typeof errors !== "object") return errors;
  // A list's errors are an array by position that may carry the list's own (`root`) beside them.
  const copy: Record<string, unknown> = Array.isArray(errors) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(errors))
    copy[key] =
      key === "ref"
        ? value
        : key === "message" && typeof value === "string"
          ? contentMessage(language, value)
          : contentErrors(language, value);
  return copy as Errors;
}
