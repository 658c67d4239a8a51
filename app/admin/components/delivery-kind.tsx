import { MailCheckIcon, MailIcon, MailWarningIcon, NewspaperIcon, WebhookIcon } from "lucide-react";
import type { DeliveryItem, DeliveryKind } from "../api-types";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";

type Kinds = AdminMessages["operations"]["deliveries"]["kinds"];

// The two addressed to a person name them in the title; the others show their target below it.
const KINDS: Record<
  DeliveryKind,
  { icon: React.ReactNode; title: (words: Kinds, target: string) => string; showTarget: boolean }
> = {
  "owner-email": { icon: <MailIcon />, title: (words, target) => words.ownerEmail(target), showTarget: false },
  "digest-email": { icon: <NewspaperIcon />, title: (words) => words.digest, showTarget: true },
  "confirmation-email": { icon: <MailCheckIcon />, title: (words) => words.confirmation, showTarget: true },
  webhook: { icon: <WebhookIcon />, title: (words) => words.webhook, showTarget: true },
  "operator-alert": {
    icon: <MailWarningIcon />,
    title: (words, target) => words.operatorAlert(target),
    showTarget: false,
  },
};

/** What a delivery is and where it goes: "E-mail to ana@…", "Webhook" and its URL. */
export function DeliveryKindLabel({ item }: { item: Pick<DeliveryItem, "kind" | "target"> }) {
  const words = useAdminMessages().t.operations.deliveries.kinds;
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
        <p className="text-sm font-medium wrap-anywhere">{kind.title(words, item.target)}</p>
        {kind.showTarget ? <p className="text-sm wrap-anywhere text-muted-foreground">{item.target}</p> : null}
      </div>
    </div>
  );
}
