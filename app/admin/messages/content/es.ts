import type { content as english } from "./en";

/* The content editor and Domains, in Spanish. */
export const content = {} satisfies typeof english;
