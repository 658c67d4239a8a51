import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Card } from "#app/ui/card.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { adminApi } from "../api";
import type { WebhookItem } from "../api-types";
import { siteName } from "../format";
import { useAdminAction } from "../use-admin-action";
import { useAdminMessages } from "../use-admin-messages";
import { ConfirmDialog } from "./confirm-dialog";
import { WebhookAddForm } from "./webhook-add-form";
import { WebhookRow } from "./webhook-row";

/** A site's webhooks, a form to add one, and Remove after a confirmation. */
export function WebhookList({ site, webhooks }: { site: SiteKey; webhooks: WebhookItem[] }) {
  const revalidator = useRevalidator();
  const { run } = useAdminAction();
  const [removing, setRemoving] = useState<WebhookItem | null>(null);
  // The one just added shows its secret at once: it has to go into the receiver.
  const [addedId, setAddedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const words = useAdminMessages().t.operations.webhooks;
  return (
    <Card aria-labelledby={`webhooks-${site}`} className="grid gap-4">
      <h3 id={`webhooks-${site}`} ref={heading} tabIndex={-1} className="text-sm font-semibold outline-none">
        {siteName(site)}
      </h3>
      {webhooks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.none}</p>
      ) : (
        <ul className="grid divide-y divide-border" aria-label={words.listLabel(siteName(site))}>
          {webhooks.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              initiallyShown={webhook.id === addedId}
              onRemove={() => setRemoving(webhook)}
            />
          ))}
        </ul>
      )}
      <WebhookAddForm
        site={site}
        onAdded={(webhook) => {
          setAddedId(webhook.id);
          void revalidator.revalidate();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={words.removeTitle}
        description={
          <>
            <span className="block font-mono wrap-anywhere">{removing?.url}</span>
            {words.removeBody(siteName(site))}
          </>
        }
        confirmLabel={words.removeConfirm}
        focusAfterDone={heading}
        onConfirm={async () => {
          if (
            removing &&
            (await run(() => adminApi.delete(`/api/admin/webhooks/${encodeURIComponent(removing.id)}`), words.removed))
          )
            setRemoving(null);
        }}
      />
    </Card>
  );
}
