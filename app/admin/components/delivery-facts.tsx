import type { DeliveryItem } from "../api-types";
import { DeliveryError } from "./delivery-error";
import { deliveryState } from "./delivery-status";
import { useAdminMessages } from "../use-admin-messages";
import { useDates } from "../use-dates";

function When({ label, iso }: { label: string; iso: string }) {
  const dates = useDates();
  return (
    <span>
      {label} <time dateTime={iso}>{dates.full(iso)}</time>
    </span>
  );
}

/**
 * A delivery's attempts and times, and why it has not gone out yet: no mail server, or the
 * last error (in plain words, the recorded text behind a disclosure), kept until it is sent.
 */
export function DeliveryFacts({ item }: { item: DeliveryItem }) {
  const state = deliveryState(item);
  const words = useAdminMessages().t.operations.deliveries;
  const facts: React.ReactNode[] = [words.attempts(item.attempts)];
  if (item.sentAt) facts.push(<When label={words.sentAt} iso={item.sentAt} />);
  else if (item.lastAttemptAt) facts.push(<When label={words.lastTriedAt} iso={item.lastAttemptAt} />);
  else facts.push(<When label={words.queuedAt} iso={item.createdAt} />);
  if (item.nextAttemptAt && state === "retrying") facts.push(<When label={words.nextTryAt} iso={item.nextAttemptAt} />);
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="text-muted-foreground first-letter:uppercase">
        {facts.map((fact, index) => (
          <span key={index}>
            {index > 0 ? " · " : null}
            {fact}
          </span>
        ))}
      </p>
      {item.waitingForMailServer ? <p className="text-muted-foreground">{words.waitingForMailServer}</p> : null}
      {item.lastError && item.status !== "sent" ? <DeliveryError raw={item.lastError} /> : null}
    </div>
  );
}
