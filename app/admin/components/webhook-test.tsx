import { SendIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { adminApi, errorMessage, leaveIfSignedOut } from "../api";
import type { WebhookItem, WebhookTestResult } from "../api-types";
import { deliveryErrorKind } from "../delivery-error";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";

type Outcome = { ok: boolean; text: string } | null;

/**
 * "Send test" for one webhook: a signed test event now (POST /api/admin/webhooks/:id/test).
 * The row shows the button among its actions and the outcome below (WebhookTestOutcome).
 */
export function useWebhookTest(webhook: WebhookItem) {
  const { t, lang } = useAdminMessages();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function test() {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await adminApi.post<WebhookTestResult>(
        `/api/admin/webhooks/${encodeURIComponent(webhook.id)}/test`,
      );
      setOutcome(describe(result, t));
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      lang={lang}
      onClick={test}
      disabled={busy}
      aria-label={t.webhookTest.label(webhook.url)}
    >
      <SendIcon aria-hidden="true" />
      {busy ? t.webhookTest.sending : t.webhookTest.button}
    </Button>
  );
  return { button, outcome: <WebhookTestOutcome outcome={outcome} lang={lang} /> };
}

/**
 * What the receiver answered, in a live region that stays (not a toast that goes away: the
 * owner may be reading the status while fixing the receiver). Present while empty, so the
 * announcement is heard when it fills.
 */
function WebhookTestOutcome({ outcome, lang }: { outcome: Outcome; lang: string }) {
  return (
    <p
      role="status"
      lang={lang}
      className={outcome ? `text-sm ${outcome.ok ? "text-primary" : "text-destructive"}` : "sr-only"}
    >
      {outcome?.text ?? ""}
    </p>
  );
}

/**
 * The answer in words; a connection's error named as the deliveries page names it
 * (delivery-error.ts), its code after it for whoever runs the receiver.
 */
function describe(result: WebhookTestResult, t: AdminMessages): Outcome {
  const words = t.webhookTest;
  if (result.delivered && result.status !== null) return { ok: true, text: words.delivered(result.status) };
  if (result.status !== null) return { ok: false, text: words.refused(result.status) };
  const raw = result.error ?? "";
  const summary = t.deliveries.errors[deliveryErrorKind(raw)].summary;
  return { ok: false, text: words.unreachable(raw ? `${summary} (${raw})` : summary) };
}
