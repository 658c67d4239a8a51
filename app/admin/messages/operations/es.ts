import type { operations as english } from "./en";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in Spanish. */
export const operations = {} satisfies typeof english;
