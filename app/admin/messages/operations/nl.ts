import type { operations as english } from "./en";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in Dutch. */
export const operations = {} satisfies typeof english;
