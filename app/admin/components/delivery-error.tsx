import { deliveryErrorKind } from "../delivery-error";
import { useAdminMessages } from "../use-admin-messages";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A delivery's last error in plain words (what happened, what to do), with the recorded
 * text itself behind a disclosure for whoever fixes the receiver or the mail server.
 */
export function DeliveryError({ raw }: { raw: string }) {
  const { t, lang } = useAdminMessages();
  const words = t.deliveries.errors[deliveryErrorKind(raw)];
  return (
    <div lang={lang} className="grid gap-1 rounded-md bg-muted px-2.5 py-2 text-sm" data-testid="delivery-error">
      <p>
        <span className="font-medium">{capitalised(words.summary)}.</span> {words.advice}
      </p>
      <details className="text-xs text-muted-foreground">
        <summary className="w-fit cursor-pointer rounded-sm underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none">
          {t.deliveries.technicalDetail}
        </summary>
        <code lang="en" className="mt-1 block font-mono wrap-anywhere text-foreground">
          {raw}
        </code>
      </details>
    </div>
  );
}
