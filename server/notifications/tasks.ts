import type { OutboxKind } from "../jobs/outbox";
import type { OutboxTask } from "../jobs/outbox-worker";
import { sendConfirmationEmail } from "./confirmation-email";
import { sendDigestEmail } from "./digest-email";
import { withFailureAlerts } from "./failure-alerts";
import { sendOperatorAlert } from "./operator-alert-email";
import { sendOwnerEmail } from "./owner-email";
import { deliverWebhook } from "./webhook-delivery";

/**
 * What the outbox's worker does for each kind of job: one task per kind, so a new kind fails
 * the typecheck until it has one. A channel that keeps failing alerts its people once (failure-alerts.ts).
 */
export const NOTIFICATION_TASKS: Record<OutboxKind, OutboxTask> = withFailureAlerts({
  "owner-email": sendOwnerEmail,
  "digest-email": sendDigestEmail,
  "confirmation-email": sendConfirmationEmail,
  webhook: deliverWebhook,
  "operator-alert": sendOperatorAlert,
});
