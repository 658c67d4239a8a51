import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { toast } from "#app/ui/toast.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { WebhookItem } from "../api-types";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";

/**
 * Adds a webhook to a site. A refused URL (a private address, not https, …) keeps what was
 * typed and shows the server's reason under the field.
 */
export function WebhookAddForm({ site, onAdded }: { site: SiteKey; onAdded: (webhook: WebhookItem) => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const words = useAdminMessages().t.operations.webhooks;

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (!url.trim()) {
      setError(words.urlRequired);
      return;
    }
    setBusy(true);
    try {
      const webhook = await adminApi.post<WebhookItem>("/api/admin/webhooks", { site, url: url.trim() });
      setUrl("");
      setError(undefined);
      onAdded(webhook);
      void toast.success(words.addedToast);
    } catch (caught) {
      if (leaveIfSignedOut(caught)) return;
      if (caught instanceof ApiRequestError && caught.status === 400) setError(caught.fields.url ?? caught.message);
      else void toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={add}
      aria-label={words.addLabel(siteName(site))}
      className="flex flex-wrap items-start gap-3"
    >
      <FormField label={words.urlLabel} error={error} className="min-w-0 flex-1 basis-64">
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/hook"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={busy} className="h-11 sm:mt-6">
        <PlusIcon aria-hidden="true" />
        {busy ? words.adding : words.add}
      </Button>
    </form>
  );
}
