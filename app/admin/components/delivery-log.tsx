import type { DeliveryItem } from "../api-types";
import { DeliveryFacts } from "./delivery-facts";
import { DeliveryKindLabel } from "./delivery-kind";
import { useAdminMessages } from "../use-admin-messages";
import { DeliveryStatus } from "./delivery-status";

/** The notifications one submission set off, oldest first: what, where, its status and attempts. */
export function DeliveryLog({ deliveries }: { deliveries: DeliveryItem[] }) {
  const words = useAdminMessages().t.operations.deliveries;
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">{words.logEmpty}</p>;
  return (
    <ul className="grid divide-y divide-border" aria-label={words.logLabel}>
      {deliveries.map((item) => (
        <li key={item.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
            <DeliveryKindLabel item={item} />
            <DeliveryStatus item={item} />
          </div>
          <div className="pl-9.5">
            <DeliveryFacts item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
