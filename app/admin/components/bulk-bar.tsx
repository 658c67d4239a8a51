import { KeyboardIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/ui/button.tsx";
import type { BulkAction } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";

/** The page's "select all" box: the list puts the focus back on it when the undo offer goes. */
export const SELECT_PAGE_ID = "bulk-select-page";

const FOLDER_ACTIONS: Record<"inbox" | "spam", readonly BulkAction[]> = {
  inbox: ["read", "answered", "archived", "spam"],
  spam: ["not-spam"],
};

/**
 * Above the list: "select all on this page", what is selected, the actions for it, and,
 * once the whole page is selected and more rows match, "select all N matching this filter".
 */
export function BulkBar({
  folder,
  pageState,
  selectedCount,
  matching,
  allMatching,
  busy,
  onSelectPage,
  onSelectAllMatching,
  onClear,
  onAction,
  onShowKeys,
}: {
  folder: "inbox" | "spam";
  pageState: boolean | "indeterminate";
  selectedCount: number;
  /** How many rows the filter matches and the most one action takes: known once the whole page is selected and more follow. */
  matching: { count: number; max: number } | null;
  allMatching: boolean;
  busy: boolean;
  onSelectPage: (all: boolean) => void;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
  onShowKeys: () => void;
}) {
  const { lang, t } = useAdminMessages();
  const words = t.bulk;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = pageState === "indeterminate";
  }, [pageState]);
  return (
    <div
      role="group"
      aria-label={words.toolbar}
      lang={lang}
      className="sticky top-14 z-30 mb-2 grid gap-2 rounded-lg border border-border bg-background px-4 py-2 text-sm lg:top-0"
    >
      <div className="flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex cursor-pointer items-center gap-2">
          <input
            ref={box}
            id={SELECT_PAGE_ID}
            type="checkbox"
            className="size-5 cursor-pointer accent-primary"
            checked={pageState === true}
            onChange={() => onSelectPage(pageState !== true)}
          />
          {words.selectPage}
        </label>
        <span className="font-medium" aria-live="polite">
          {selectedCount > 0 ? words.selected(selectedCount) : ""}
        </span>
        {selectedCount > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            {FOLDER_ACTIONS[folder].map((action) => (
              <Button
                key={action}
                type="button"
                size="sm"
                variant={action === "spam" ? "outline" : "secondary"}
                disabled={busy}
                onClick={() => onAction(action)}
              >
                {words.actions[action]}
              </Button>
            ))}
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onClear}>
              {words.clear}
            </Button>
          </div>
        ) : null}
        <Button type="button" size="sm" variant="ghost" className="ml-auto hidden md:inline-flex" onClick={onShowKeys}>
          <KeyboardIcon aria-hidden="true" />
          {words.keys.open}
        </Button>
      </div>
      {matching && pageState === true ? (
        <p className="text-muted-foreground">
          {allMatching ? (
            words.allMatchingSelected(matching.count)
          ) : matching.count > matching.max ? (
            words.tooManyMatching(matching.count, matching.max)
          ) : (
            <Button type="button" variant="link" className="h-auto p-0" onClick={onSelectAllMatching}>
              {words.selectAllMatching(matching.count)}
            </Button>
          )}
        </p>
      ) : null}
    </div>
  );
}
