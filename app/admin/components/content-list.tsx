import { PlusIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "#app/ui/button.tsx";
import { itemNoun, itemTitle } from "../content-labels";
import type { FieldNode } from "../content-schema-walk";
import { useAdminMessages } from "../use-admin-messages";
import { ContentListItem, type ItemControls } from "./content-list-item";

type ListNode = Extract<FieldNode, { kind: "list" }>;
type Item = Record<string, unknown>;

/** Keys that follow items as they move: the item's id, or one made up here for lists without ids. */
function useItemKeys(items: Item[], hasId: boolean) {
  const [made, setMade] = useState<string[]>(() => items.map(() => crypto.randomUUID()));
  // A reset from outside (a reload, a restore) may change the length: new keys then.
  if (!hasId && made.length !== items.length) setMade(items.map(() => crypto.randomUUID()));
  return {
    keys: hasId ? items.map((item) => String(item.id)) : made,
    reorder: (next: string[]) => !hasId && setMade(next),
  };
}

/**
 * A list of the document (testimonials, founders, social links…): add, edit in place,
 * move up and down, show or hide, delete after a confirmation. Every change stays in
 * the form until the section is saved; moves and deletions are announced, and focus
 * stays on the button that was used (or the next sensible one).
 */
export function ContentList({
  field,
  name,
  headingLevel = 3,
  showHeading = true,
  standIns,
}: {
  field: ListNode;
  name: string;
  headingLevel?: 2 | 3;
  showHeading?: boolean;
  /**
   * What the public page shows while the list has no visible item (the gallery's examples):
   * drawn in place of the empty state, or above items that are all hidden.
   */
  standIns?: (allHidden: boolean) => React.ReactNode;
}) {
  const { t, lang } = useAdminMessages();
  const words = t.content.list;
  const noun = itemNoun(lang, field.key);
  const { setValue, clearErrors, formState } = useFormContext();
  const items = (useWatch({ name }) as Item[] | undefined) ?? [];
  const { keys, reorder } = useItemKeys(items, field.hasId);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = field.label;

  function update(next: Item[], nextKeys: string[]) {
    reorder(nextKeys);
    // Errors are stored by position: after a move or a deletion they would point at the wrong item.
    clearErrors(name);
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }

  function focusLater(selector: string) {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
  }

  const controls = (index: number): ItemControls => ({
    move(delta) {
      const target = index + delta;
      if (target < 0 || target >= items.length) return;
      const next = [...items];
      const nextKeys = [...keys];
      [next[index], next[target]] = [next[target]!, next[index]!];
      [nextKeys[index], nextKeys[target]] = [nextKeys[target]!, nextKeys[index]!];
      update(next, nextKeys);
      setAnnouncement(words.moved(itemTitle(noun, items[index]!), target + 1, items.length));
      // Keep focus on the same button if it still works there, else on its opposite.
      const direction = delta < 0 ? (target === 0 ? "down" : "up") : target === items.length - 1 ? "up" : "down";
      focusLater(`[data-list="${listId}"][data-item="${keys[index]}"] [data-move="${direction}"]`);
    },
    setHidden(hidden) {
      const next = items.map((item, position) => (position === index ? { ...item, hidden } : item));
      update(next, keys);
    },
    remove() {
      const title = itemTitle(noun, items[index]!);
      update(
        items.filter((_, position) => position !== index),
        keys.filter((_, position) => position !== index),
      );
      setAnnouncement(words.deleted(title, noun.gender));
      addButton.current?.focus();
    },
    toggle() {
      const key = keys[index]!;
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
  });

  function add() {
    const item = field.blank();
    const key = field.hasId ? String(item.id) : crypto.randomUUID();
    update([...items, item], [...keys, key]);
    setOpen((current) => new Set(current).add(key));
    setAnnouncement(words.added(noun));
    focusLater(`[data-list="${listId}"][data-item="${key}"] :is(input:not([type=file]), textarea)`);
  }

  return (
    <section
      aria-labelledby={showHeading ? `${listId}-title` : undefined}
      aria-label={showHeading ? undefined : label}
      className="grid gap-3"
    >
      {showHeading ? (
        <Heading id={`${listId}-title`} className="text-sm font-semibold">
          {label}
        </Heading>
      ) : null}
      {standIns && items.every((item) => item.hidden === true) ? standIns(items.length > 0) : null}
      {items.length === 0 && !standIns ? (
        <p className="rounded-md border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {words.empty(noun)}
        </p>
      ) : null}
      <ol className="grid gap-3" aria-label={label}>
        {items.map((item, index) => (
          <ContentListItem
            key={keys[index]}
            listId={listId}
            itemKey={keys[index]!}
            field={field}
            name={`${name}.${index}`}
            item={item}
            title={itemTitle(noun, item)}
            noun={noun}
            position={index}
            count={items.length}
            open={open.has(keys[index]!)}
            controls={controls(index)}
          />
        ))}
      </ol>
      <div>
        <Button ref={addButton} type="button" variant="secondary" onClick={add}>
          <PlusIcon aria-hidden="true" />
          {noun.add}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
