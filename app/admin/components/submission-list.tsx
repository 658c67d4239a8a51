import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, errorMessage, leaveIfSignedOut } from "../api";
import type { InboxCount, InboxPage, SubmissionListItem } from "../api-types";
import { apiQuery, type InboxFilters } from "../inbox-query";
import type { ListState } from "../list-focus";
import { EMPTY_SELECTION, pageState, selectPage, toggleRow, type Selection } from "../selection";
import { useAdminMessages } from "../use-admin-messages";
import { useBulkActions } from "../use-bulk-actions";
import { useShortcutKeys } from "../use-shortcut-keys";
import { BulkBar, SELECT_PAGE_ID } from "./bulk-bar";
import { KeyboardShortcuts } from "./keyboard-shortcuts";
import { SubmissionRow } from "./submission-row";
import { UndoBar } from "./undo-bar";

/**
 * The inbox's rows: the first page from the loader, then pages appended by "Load more"
 * (keyset: nextCursor); selection and bulk actions with their undo; j/k and the arrows
 * between rows, x to select one, ? for the keys.
 */
export function SubmissionList({
  folder,
  filters,
  first,
}: {
  folder: "inbox" | "spam";
  filters: InboxFilters;
  first: InboxPage;
}) {
  const location = useLocation();
  const { t } = useAdminMessages();
  const [items, setItems] = useState<SubmissionListItem[]>(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [shownFirst, setShownFirst] = useState(first);
  const [loading, setLoading] = useState(false);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [matching, setMatching] = useState<InboxCount | null>(null);
  const [allMatching, setAllMatching] = useState(false);
  const [showKeys, setShowKeys] = useState(false);
  const bulk = useBulkActions();
  const list = useRef<HTMLOListElement>(null);

  // Read again after an action (the loader's new first page): the list starts over from it.
  if (shownFirst !== first) {
    setShownFirst(first);
    setItems(first.items);
    setCursor(first.nextCursor);
  }

  const rows = items.map((item) => item.id);
  const page = pageState(selection, rows);

  const focusRow = (location.state as ListState | null)?.focusRow;
  useEffect(() => {
    if (!focusRow) return;
    list.current?.querySelector<HTMLElement>(`li[data-row-id="${CSS.escape(focusRow)}"] a[data-row-link]`)?.focus();
  }, [focusRow, location.key]);

  function rowLinks() {
    return [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-row-link]") ?? [])];
  }

  /** The row the focus is in (its link or its checkbox), if any. */
  function focusedRow(): HTMLElement | null {
    return document.activeElement?.closest<HTMLElement>("li[data-row-id]") ?? null;
  }

  function move(step: 1 | -1) {
    const links = rowLinks();
    const current = focusedRow();
    const index = current ? links.findIndex((link) => current.contains(link)) : -1;
    const next = links[index === -1 ? (step === 1 ? 0 : links.length - 1) : index + step];
    if (!next) return;
    next.focus();
    next.scrollIntoView({ block: "nearest" });
  }

  useShortcutKeys((key) => {
    if (key === "?") {
      setShowKeys(true);
      return true;
    }
    if (key === "j" || key === "k") {
      move(key === "j" ? 1 : -1);
      return true;
    }
    // The arrows scroll the page unless the focus is in the list (or nowhere in particular).
    const inList = document.activeElement === document.body || list.current?.contains(document.activeElement);
    if ((key === "ArrowDown" || key === "ArrowUp") && inList) {
      move(key === "ArrowDown" ? 1 : -1);
      return true;
    }
    const row = focusedRow();
    if (key === "x" && row?.dataset.rowId) {
      toggle(row.dataset.rowId, false);
      return true;
    }
    return false;
  });

  function toggle(id: string, range: boolean) {
    setSelection((current) => toggleRow(current, rows, id, range));
    setAllMatching(false);
  }

  async function choosePage(all: boolean) {
    setSelection(selectPage(rows, all));
    setAllMatching(false);
    setMatching(null);
    // "All N matching" is only worth offering when more rows follow this page.
    if (!all || !cursor) return;
    try {
      setMatching(await adminApi.get<InboxCount>(`/api/admin/submissions/count?${apiQuery(folder, filters)}`));
    } catch (error) {
      if (!leaveIfSignedOut(error)) void toast.error(errorMessage(error));
    }
  }

  function clear() {
    setSelection(EMPTY_SELECTION);
    setAllMatching(false);
    setMatching(null);
  }

  /** Before the undo offer goes: the focus it holds moves to the page's box, not to the document. */
  function keepFocus() {
    if (document.activeElement?.closest("[data-undo-bar]")) document.getElementById(SELECT_PAGE_ID)?.focus();
  }

  async function loadMore() {
    setLoading(true);
    try {
      const next = await adminApi.get<InboxPage>(`/api/admin/submissions?${apiQuery(folder, filters, cursor)}`);
      setItems((current) => [...current, ...next.items]);
      setCursor(next.nextCursor);
    } catch (error) {
      if (!leaveIfSignedOut(error)) void toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }

  const from = location.pathname + location.search;
  return (
    <>
      <BulkBar
        folder={folder}
        pageState={page}
        selectedCount={allMatching && matching ? matching.count : selection.ids.size}
        matching={matching && cursor ? matching : null}
        allMatching={allMatching}
        busy={bulk.busy}
        onSelectPage={(all) => void choosePage(all)}
        onSelectAllMatching={() => setAllMatching(true)}
        onClear={clear}
        onAction={async (action) => {
          const target = allMatching ? { filter: { folder, ...filters } } : { ids: [...selection.ids] };
          if (await bulk.act(action, target)) clear();
        }}
        onShowKeys={() => setShowKeys(true)}
      />
      <ol
        ref={list}
        className="grid gap-2 md:gap-0 md:overflow-hidden md:rounded-lg md:border md:border-border md:bg-background"
        aria-label={folder === "spam" ? t.inbox.spam : t.inbox.list.label}
      >
        {items.map((item) => (
          <SubmissionRow
            key={item.id}
            item={item}
            from={from}
            selected={allMatching || selection.ids.has(item.id)}
            onSelect={(range) => toggle(item.id, range)}
          />
        ))}
      </ol>
      <div className="mt-4 flex items-center justify-between gap-4 text-sm text-muted-foreground">
        <p aria-live="polite">{t.inbox.list.shown(items.length, !cursor)}</p>
        {cursor ? (
          <Button variant="outline" onClick={loadMore} disabled={loading}>
            {loading ? t.inbox.list.loading : t.inbox.list.loadMore}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {bulk.offer ? (
          <UndoBar
            key={bulk.offer.id}
            offer={bulk.offer}
            busy={bulk.busy}
            onUndo={() => {
              // The button goes busy, then away: the focus waits on the page's box meanwhile.
              document.getElementById(SELECT_PAGE_ID)?.focus();
              void bulk.undo();
            }}
            onLapse={() => {
              keepFocus();
              bulk.dismiss();
            }}
          />
        ) : null}
      </div>
      <KeyboardShortcuts open={showKeys} onOpenChange={setShowKeys} />
    </>
  );
}
