import { CircleAlertIcon, CircleCheckIcon, ClockIcon, RotateCwIcon } from "lucide-react";
import { Badge } from "#app/ui/badge.tsx";
import type { DeliveryItem } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";

export type DeliveryState = "sent" | "waiting" | "retrying" | "failed";

// Clocks of browser and server differ by a few seconds: a retry due that soon counts as due now.
const CLOCK_SLACK_MS = 5_000;

/**
 * The outbox has three statuses; the log tells apart a pending delivery that is in line to
 * go now ("Waiting": never tried, or put back by "Retry now") from one whose attempts
 * failed so far and whose next try is set for later ("Retrying").
 */
export function deliveryState(
  item: Pick<DeliveryItem, "status" | "attempts" | "nextAttemptAt">,
  now = Date.now(),
): DeliveryState {
  if (item.status !== "pending") return item.status;
  const later = item.nextAttemptAt !== null && Date.parse(item.nextAttemptAt) > now + CLOCK_SLACK_MS;
  return item.attempts > 0 && later ? "retrying" : "waiting";
}

const LOOKS = {
  sent: { variant: "secondary", icon: <CircleCheckIcon /> },
  waiting: { variant: "outline", icon: <ClockIcon /> },
  retrying: { variant: "outline", icon: <RotateCwIcon /> },
  failed: { variant: "destructive", icon: <CircleAlertIcon /> },
} as const;

/** A delivery's status in words, with an icon that repeats it (never colour alone). */
export function DeliveryStatus({ item }: { item: Pick<DeliveryItem, "status" | "attempts" | "nextAttemptAt"> }) {
  const state = deliveryState(item);
  const look = LOOKS[state];
  const { t } = useAdminMessages();
  return (
    <Badge variant={look.variant} className="[&_svg]:size-3.5">
      <span aria-hidden="true" className="inline-flex">
        {look.icon}
      </span>
      {t.operations.deliveries.states[state]}
    </Badge>
  );
}
