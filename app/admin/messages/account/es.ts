import type { account as english } from "./en";

/* The shell, navigation, Account, Users and the sign-in pages, in Spanish. */
export const account = {} satisfies typeof english;
