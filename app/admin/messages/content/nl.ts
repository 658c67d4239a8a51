import type { content as english } from "./en";

/* The content editor and Domains, in Dutch. */
export const content = {} satisfies typeof english;
