/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const operations = {};
