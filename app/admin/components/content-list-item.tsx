import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, EyeOffIcon, TrashIcon } from "lucide-react";
import { useId, useState } from "react";
import { get, useFormState } from "react-hook-form";
import { cn } from "#app/lib/utils.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { Switch } from "#app/ui/switch.tsx";
import { useContentEditor } from "../content-context";
import type { FieldNode } from "../content-schema-walk";
import type { Noun } from "../messages/content/en";
import { useAdminMessages } from "../use-admin-messages";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentFields } from "./content-fields";

export interface ItemControls {
  move: (delta: -1 | 1) => void;
  setHidden: (hidden: boolean) => void;
  remove: () => void;
  toggle: () => void;
}

type Item = Record<string, unknown>;

/** The line under an item's title: its longest words (a quote, a caption, a role). */
function secondLine(item: Item): string | null {
  for (const key of [
    "quote",
    "caption",
    "role",
    "plaats",
    "place",
    "vanaf_prijs",
    "handle",
    "date",
    "purposeEn",
    "href",
    "url",
  ]) {
    const value = item[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return null;
}

/**
 * One item of a list: its title and first words, a thumbnail when it has a photo, and
 * its controls. Edit opens its fields in place; an item with an error opens by itself,
 * so the message is never hidden.
 */
export function ContentListItem(props: {
  listId: string;
  itemKey: string;
  field: Extract<FieldNode, { kind: "list" }>;
  name: string;
  item: Item;
  title: string;
  noun: Noun;
  position: number;
  count: number;
  open: boolean;
  controls: ItemControls;
}) {
  const { listId, itemKey, field, name, item, title, noun, position, count, open, controls } = props;
  const words = useAdminMessages().t.content.list;
  const { errors } = useFormState({ name });
  const { images } = useContentEditor();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const hasError = get(errors, name) !== undefined;
  const expanded = open || hasError;
  const hidden = item.hidden === true;
  const image = typeof item.imageId === "string" ? images[item.imageId] : undefined;
  const detail = secondLine(item);
  // An event whose day has gone: the page leaves it out by itself, the list says why.
  const past =
    typeof item.date === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(item.date) &&
    item.date < new Date().toISOString().slice(0, 10);

  return (
    <li
      data-list={listId}
      data-item={itemKey}
      className={cn("rounded-lg border border-border bg-background", hasError && "border-destructive")}
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
        <div className={cn("flex min-w-0 flex-1 basis-60 items-center gap-3", hidden && "opacity-70")}>
          {image ? (
            <img
              src={image.previewUrl}
              alt=""
              width={image.width}
              height={image.height}
              className="size-12 shrink-0 rounded-md object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span id={`${id}-title`} className="font-medium break-words">
                {title}
              </span>
              {hidden ? (
                <Badge variant="outline">
                  <EyeOffIcon aria-hidden="true" className="size-3" />
                  {words.hidden}
                </Badge>
              ) : null}
              {past ? <Badge variant="secondary">{words.past}</Badge> : null}
              {hasError ? <Badge variant="destructive">{words.needsFix}</Badge> : null}
            </p>
            {detail ? <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{detail}</p> : null}
          </div>
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          {field.hasHidden ? (
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-shown`}
                checked={!hidden}
                onCheckedChange={(shown) => controls.setHidden(!shown)}
                aria-describedby={`${id}-title`}
              />
              <Label htmlFor={`${id}-shown`} className="font-normal whitespace-nowrap">
                {words.shown}
              </Label>
            </div>
          ) : null}
          <div className="flex items-center gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              data-move="up"
              aria-label={words.moveUp(title)}
              title={words.moveUpShort}
              disabled={position === 0}
              onClick={() => controls.move(-1)}
            >
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              data-move="down"
              aria-label={words.moveDown(title)}
              title={words.moveDownShort}
              disabled={position === count - 1}
              onClick={() => controls.move(1)}
            >
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={expanded}
              aria-controls={`${id}-fields`}
              aria-describedby={`${id}-title`}
              onClick={controls.toggle}
              disabled={hasError}
            >
              <ChevronDownIcon aria-hidden="true" className={cn("transition-transform", expanded && "rotate-180")} />
              {expanded ? words.close : words.edit}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={words.deleteItem(title)}
              title={words.deleteShort}
              className="text-destructive hover:text-destructive"
              onClick={() => setConfirming(true)}
            >
              <TrashIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
      {expanded ? (
        <div id={`${id}-fields`} className="border-t border-border bg-muted/40 p-3 sm:p-4">
          <ContentFields fields={field.item} prefix={name} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={words.deleteQuestion(title)}
        description={words.deleteBody}
        confirmLabel={words.deleteConfirm(noun)}
        onConfirm={async () => {
          setConfirming(false);
          controls.remove();
        }}
      />
    </li>
  );
}
