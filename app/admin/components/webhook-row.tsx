import { EyeIcon, EyeOffIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import type { WebhookItem } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";
import { CopyButton } from "./copy-button";
import { useWebhookTest } from "./webhook-test";
import { useDates } from "../use-dates";

/** One webhook: its URL, when it was added, "Send test" and its outcome, its signing secret behind "Show secret", and Remove. */
export function WebhookRow({
  webhook,
  initiallyShown,
  onRemove,
}: {
  webhook: WebhookItem;
  initiallyShown: boolean;
  onRemove: () => void;
}) {
  const dates = useDates();
  const [shown, setShown] = useState(initiallyShown);
  const secretId = useId();
  const webhookTest = useWebhookTest(webhook);
  const words = useAdminMessages().t.operations.webhooks;
  return (
    <li className="grid gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm wrap-anywhere">{webhook.url}</p>
          <p className="text-sm text-muted-foreground">
            {words.added} <time dateTime={webhook.createdAt}>{dates.day(webhook.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {webhookTest.button}
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-controls={secretId}
            onClick={() => setShown(!shown)}
          >
            {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
            {shown ? words.hideSecret : words.showSecret}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onRemove}
            aria-label={words.removeLabel(webhook.url)}
          >
            <Trash2Icon aria-hidden="true" />
            {words.remove}
          </Button>
        </div>
      </div>
      {webhookTest.outcome}
      <div id={secretId} hidden={!shown} className="flex flex-wrap items-center gap-2">
        {shown ? (
          <>
            <Input
              readOnly
              value={webhook.secret}
              aria-label={words.secretLabel(webhook.url)}
              className="h-9 min-w-0 flex-1 basis-64 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={webhook.secret} label={words.copySecret} />
          </>
        ) : null}
      </div>
    </li>
  );
}
