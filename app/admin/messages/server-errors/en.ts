/* The API's error messages to the back office, keyed by their English text, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const serverErrors = {};
