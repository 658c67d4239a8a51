import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, errorMessage, leaveIfSignedOut } from "./api";
import type { BulkAction, BulkResult, BulkUndoResult, InboxQuery } from "./api-types";
import { useAdminMessages } from "./use-admin-messages";

/** What a bulk action names: the rows the page selected, or every row of the list's filter. */
export type BulkTarget = { ids: string[] } | { filter: Omit<InboxQuery, "cursor" | "limit"> };

/** The "Undo" the page offers after an action, for as long as the server answered. */
export interface UndoOffer {
  /** Tells one offer from the next, so a new action restarts the countdown. */
  id: number;
  token: string;
  seconds: number;
  message: string;
}

/**
 * Runs bulk actions and their undo: one request each, then the list (and the navigation's
 * counts) read again. The offer to undo is the page's to show and to let lapse.
 */
export function useBulkActions() {
  const revalidator = useRevalidator();
  const { t } = useAdminMessages();
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const offers = useRef(0);

  async function settle<T>(work: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      const result = await work();
      await revalidator.revalidate();
      return result;
    } catch (error) {
      if (!leaveIfSignedOut(error)) void toast.error(errorMessage(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Answers whether the action went through (the selection is then spent). */
  async function act(action: BulkAction, target: BulkTarget): Promise<boolean> {
    const result = await settle(() => adminApi.post<BulkResult>("/api/admin/submissions/bulk", { action, target }));
    if (!result) return false;
    if (result.undo) {
      offers.current += 1;
      setOffer({ id: offers.current, ...result.undo, message: t.bulk.done[action](result.changed) });
    } else {
      setOffer(null);
      void toast.message(t.bulk.unchanged);
    }
    return true;
  }

  async function undo() {
    if (!offer) return;
    const result = await settle(() =>
      adminApi.post<BulkUndoResult>("/api/admin/submissions/bulk/undo", { token: offer.token }),
    );
    setOffer(null);
    if (result) void toast.success(t.bulk.undone(result.restored));
  }

  return { act, undo, busy, offer, dismiss: () => setOffer(null) };
}
