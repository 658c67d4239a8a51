/* The inbox, a submission's page and the exports, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const inbox = {};
