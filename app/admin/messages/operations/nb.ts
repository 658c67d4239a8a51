import type { operations as english } from "./en";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in Norwegian Bokmål. */
export const operations = {} satisfies typeof english;
