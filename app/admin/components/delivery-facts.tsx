import type { DeliveryItem } from "../api-types";
import { DeliveryError } from "./delivery-error";
import { deliveryState } from "./delivery-status";
import { useDates } from "../use-dates";

function When({ label, iso }: { label: string; iso: string }) {
  const dates = useDates();
  return (
    <span>
      {label} <time dateTime={iso}>{dates.full(iso)}</time>
    </span>
  );
}

function attemptsText(attempts: number): string {
  if (attempts === 0) return "not tried yet";
  return attempts === 1 ? "1 attempt" : `${attempts} attempts`;
}

/**
 * A delivery's attempts and times, and why it has not gone out yet: no mail server, or the
 * last error (in plain words, the recorded text behind a disclosure), kept until it is sent.
 */
export function DeliveryFacts({ item }: { item: DeliveryItem }) {
  const state = deliveryState(item);
  const facts: React.ReactNode[] = [attemptsText(item.attempts)];
  if (item.sentAt) facts.push(<When label="sent" iso={item.sentAt} />);
  else if (item.lastAttemptAt) facts.push(<When label="last tried" iso={item.lastAttemptAt} />);
  else facts.push(<When label="queued" iso={item.createdAt} />);
  if (item.nextAttemptAt && state === "retrying") facts.push(<When label="next try" iso={item.nextAttemptAt} />);
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
      {item.waitingForMailServer ? (
        <p className="text-muted-foreground">Waiting for a mail server: it goes out once one is configured.</p>
      ) : null}
      {item.lastError && item.status !== "sent" ? <DeliveryError raw={item.lastError} /> : null}
    </div>
  );
}
