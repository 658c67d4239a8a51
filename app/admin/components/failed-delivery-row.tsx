import { ArrowRightIcon, RotateCwIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { DeliveryItem, FailedDeliveryItem } from "../api-types";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";
import { DeliveryFacts } from "./delivery-facts";
import { DeliveryKindLabel } from "./delivery-kind";
import { DeliveryStatus } from "./delivery-status";

/**
 * One failed delivery on the operator's page, with "Retry now". A retried one stays in
 * the list as the server now sees it (Waiting), so the operator sees what happened;
 * focus moves to the row, as its button goes away.
 */
export function FailedDeliveryRow({
  item,
  onRetried,
}: {
  item: FailedDeliveryItem;
  onRetried: (updated: DeliveryItem) => void;
}) {
  const [busy, setBusy] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);
  const words = useAdminMessages().t.operations.deliveries;

  async function retry() {
    setBusy(true);
    try {
      const updated = await adminApi.post<DeliveryItem>(`/api/admin/deliveries/${encodeURIComponent(item.id)}/retry`);
      onRetried(updated);
      rowRef.current?.focus();
      void toast.success(updated.waitingForMailServer ? words.retriedWaiting : words.retried);
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      if (error instanceof ApiRequestError && error.status === 404) void toast.error(words.notFailed);
      else void toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      ref={rowRef}
      tabIndex={-1}
      className="grid gap-3 rounded-lg border border-border bg-background p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <div className="grid min-w-0 gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">{siteName(item.site)}</p>
          <DeliveryKindLabel item={item} />
        </div>
        <DeliveryStatus item={item} />
      </div>
      <DeliveryFacts item={item} />
      <div className="flex flex-wrap items-center gap-2">
        {item.status === "failed" ? (
          <Button size="sm" onClick={retry} disabled={busy}>
            <RotateCwIcon aria-hidden="true" />
            {busy ? words.retrying : words.retry}
          </Button>
        ) : null}
        {item.submissionId ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/submissions/${item.submissionId}`} state={{ from: "/admin/deliveries" }}>
              {words.openSubmission}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
