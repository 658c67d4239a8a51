/* The shell, navigation, Account, Users and the sign-in pages, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const account = {};
