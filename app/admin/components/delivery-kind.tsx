import { MailCheckIcon, MailIcon, MailWarningIcon, NewspaperIcon, WebhookIcon } from "lucide-react";
import type { DeliveryItem, DeliveryKind } from "../api-types";

const KINDS: Record<DeliveryKind, { icon: React.ReactNode; title: (target: string) => string; showTarget: boolean }> = {
  "owner-email": { icon: <MailIcon />, title: (target) => `E-mail to ${target}`, showTarget: false },
  "digest-email": { icon: <NewspaperIcon />, title: () => "Daily digest", showTarget: true },
  "confirmation-email": { icon: <MailCheckIcon />, title: () => "Confirmation to visitor", showTarget: true },
  webhook: { icon: <WebhookIcon />, title: () => "Webhook", showTarget: true },
  "operator-alert": { icon: <MailWarningIcon />, title: (target) => `Alert to ${target}`, showTarget: false },
};

/** What a delivery is and where it goes: "E-mail to ana@…", "Webhook" and its URL. */
export function DeliveryKindLabel({ item }: { item: Pick<DeliveryItem, "kind" | "target"> }) {
  const kind = KINDS[item.kind];
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-3.5"
      >
        {kind.icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium wrap-anywhere">{kind.title(item.target)}</p>
        {kind.showTarget ? <p className="text-sm wrap-anywhere text-muted-foreground">{item.target}</p> : null}
      </div>
    </div>
  );
}
