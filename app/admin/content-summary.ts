import { itemNoun, itemTitle } from "./content-labels";
import type { FieldNode } from "./content-schema-walk";

/*
 * The line a save adds to the history, written from what changed: "Phone number
 * changed", "Testimonial by Anna edited", "Package “Basis” hidden". The owner reads it
 * in the history when choosing what to restore, so it names things as the editor does.
 */

type Doc = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const asItems = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : []);

function listChanges(
  field: Extract<FieldNode, { kind: "list" }>,
  before: unknown,
  after: unknown,
  noun: string,
): string[] {
  const old = asItems(before);
  const now = asItems(after);
  const title = (item: Doc) => itemTitle(noun, item);
  const changes: string[] = [];
  if (!field.hasId) {
    const longest = Math.max(old.length, now.length);
    for (let index = 0; index < longest; index += 1) {
      if (index >= old.length) changes.push(`${title(now[index]!)} added`);
      else if (index >= now.length) changes.push(`${title(old[index]!)} deleted`);
      else if (!same(old[index], now[index])) changes.push(`${title(now[index]!)} edited`);
    }
    return changes;
  }
  const oldById = new Map(old.map((item) => [item.id, item]));
  const nowIds = new Set(now.map((item) => item.id));
  for (const item of now) {
    const previous = oldById.get(item.id);
    if (!previous) {
      changes.push(`${title(item)} added`);
      continue;
    }
    const { hidden: wasHidden, ...restBefore } = previous;
    const { hidden: isHidden, ...restAfter } = item;
    if (!same(restBefore, restAfter)) changes.push(`${title(item)} edited`);
    if (wasHidden !== isHidden) changes.push(`${title(item)} ${isHidden ? "hidden" : "shown"}`);
  }
  for (const item of old) if (!nowIds.has(item.id)) changes.push(`${title(item)} deleted`);
  const kept = (items: Doc[]) =>
    items.filter((item) => oldById.has(item.id) && nowIds.has(item.id)).map((item) => item.id);
  if (changes.length === 0 && !same(kept(old), kept(now))) changes.push(`${field.label} reordered`);
  return changes;
}

function fieldChanges(
  fields: readonly FieldNode[],
  before: Doc,
  after: Doc,
  nounOf: (key: string) => string,
): string[] {
  const changedLabels: string[] = [];
  const changes: string[] = [];
  for (const field of fields) {
    if (same(before[field.key], after[field.key])) continue;
    if (field.kind === "list")
      changes.push(...listChanges(field, before[field.key], after[field.key], nounOf(field.key)));
    else if (field.kind === "group")
      changes.push(
        ...fieldChanges(field.children, (before[field.key] ?? {}) as Doc, (after[field.key] ?? {}) as Doc, nounOf),
      );
    else if (field.kind !== "kept") changedLabels.push(field.label);
  }
  if (changedLabels.length > 0) changes.unshift(`${joinLabels(changedLabels)} changed`);
  return changes;
}

/** "Phone number", "Phone number and e-mail address", "Phone number, e-mail address and hours". */
function joinLabels(labels: string[]): string {
  const [first, ...rest] = labels.map((label, index) =>
    index === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1),
  );
  if (rest.length === 0) return first!;
  return `${[first, ...rest.slice(0, -1)].join(", ")} and ${rest.at(-1)}`;
}

/**
 * What changed between two versions of a section's fields, in one line (at most three
 * changes named, then how many more). `nouns` names the items of the section's own lists.
 */
export function summarizeChanges(
  fields: readonly FieldNode[],
  before: Doc,
  after: Doc,
  nouns: Record<string, string> = {},
): string {
  const changes = fieldChanges(fields, before, after, (key) => nouns[key] ?? itemNoun(key));
  if (changes.length === 0) return "No changes";
  const shown = changes.slice(0, 3).join("; ");
  const more = changes.length - 3;
  return more > 0 ? `${shown}; ${more} more ${more === 1 ? "change" : "changes"}` : shown;
}
