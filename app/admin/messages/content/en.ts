/* The content editor and Domains, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const content = {};
