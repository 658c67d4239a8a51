/* The e-mails the back office sends to owners and operators, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const mail = {};
