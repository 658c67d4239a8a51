import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { useAdminMessages } from "../use-admin-messages";

/**
 * Someone else saved the site since this page was loaded (409 content_changed). Nothing
 * was overwritten; what the person typed stays in the form until they choose to load
 * the newer version, so they can copy what they need first.
 */
export function ContentConflictNotice({ onReload }: { onReload: () => Promise<void> }) {
  const { t } = useAdminMessages();
  const words = t.content.conflict;
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 flex-1 basis-64 gap-1">
        <p className="font-semibold">{words.title}</p>
        <p>{words.body}</p>
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onReload();
          } finally {
            setBusy(false);
          }
        }}
      >
        <RefreshCwIcon aria-hidden="true" />
        {busy ? words.loading : words.reload}
      </Button>
    </div>
  );
}
