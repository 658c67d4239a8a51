import { itemNoun, itemTitle } from "./content-labels";
import type { FieldNode } from "./content-schema-walk";
import { lowerFirst } from "./messages/content/case";
import { adminMessages, type AdminLanguage } from "./messages/index";

/*
 * The line a save adds to the history, written from what changed: "Phone changed",
 * "Testimonial by Anna edited", "Package “Basis” hidden". The owner reads it in the history
 * when choosing what to restore, so it names things as the editor does, in the language
 * of the person who saved (the history keeps the line as it was written).
 */

type Doc = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const asItems = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : []);

function listChanges(
  language: AdminLanguage,
  field: Extract<FieldNode, { kind: "list" }>,
  before: unknown,
  after: unknown,
): string[] {
  const words = adminMessages(language).content.summary;
  const noun = itemNoun(language, field.key);
  const old = asItems(before);
  const now = asItems(after);
  const title = (item: Doc) => itemTitle(noun, item);
  const changes: string[] = [];
  if (!field.hasId) {
    const longest = Math.max(old.length, now.length);
    for (let index = 0; index < longest; index += 1) {
      if (index >= old.length) changes.push(words.added(title(now[index]!), noun.gender));
      else if (index >= now.length) changes.push(words.deleted(title(old[index]!), noun.gender));
      else if (!same(old[index], now[index])) changes.push(words.edited(title(now[index]!), noun.gender));
    }
    return changes;
  }
  const oldById = new Map(old.map((item) => [item.id, item]));
  const nowIds = new Set(now.map((item) => item.id));
  for (const item of now) {
    const previous = oldById.get(item.id);
    if (!previous) {
      changes.push(words.added(title(item), noun.gender));
      continue;
    }
    const { hidden: wasHidden, ...restBefore } = previous;
    const { hidden: isHidden, ...restAfter } = item;
    if (!same(restBefore, restAfter)) changes.push(words.edited(title(item), noun.gender));
    if (wasHidden !== isHidden) changes.push((isHidden ? words.hidden : words.shown)(title(item), noun.gender));
  }
  for (const item of old) if (!nowIds.has(item.id)) changes.push(words.deleted(title(item), noun.gender));
  const kept = (items: Doc[]) =>
    items.filter((item) => oldById.has(item.id) && nowIds.has(item.id)).map((item) => item.id);
  if (changes.length === 0 && !same(kept(old), kept(now))) changes.push(words.reordered(field.label));
  return changes;
}

function fieldChanges(language: AdminLanguage, fields: readonly FieldNode[], before: Doc, after: Doc): string[] {
  const changedLabels: string[] = [];
  const changes: string[] = [];
  for (const field of fields) {
    if (same(before[field.key], after[field.key])) continue;
    if (field.kind === "list") changes.push(...listChanges(language, field, before[field.key], after[field.key]));
    else if (field.kind === "group")
      changes.push(
        ...fieldChanges(language, field.children, (before[field.key] ?? {}) as Doc, (after[field.key] ?? {}) as Doc),
      );
    else if (field.kind !== "kept") changedLabels.push(field.label);
  }
  if (changedLabels.length > 0) {
    const labels = new Intl.ListFormat(language).format(changedLabels.map(lowerFirst));
    changes.unshift(adminMessages(language).content.summary.changed(labels));
  }
  return changes;
}

/**
 * What changed between two versions of a section's fields, in one line (at most three
 * changes named, then how many more), in `language`.
 */
export function summarizeChanges(
  language: AdminLanguage,
  fields: readonly FieldNode[],
  before: Doc,
  after: Doc,
): string {
  const words = adminMessages(language).content.summary;
  const changes = fieldChanges(language, fields, before, after);
  if (changes.length === 0) return words.none;
  const shown = changes.slice(0, 3).join("; ");
  const more = changes.length - 3;
  return more > 0 ? `${shown}; ${words.more(more)}` : shown;
}
