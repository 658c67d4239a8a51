import type { content as english } from "./en";

/* The content editor and Domains, in Norwegian Bokmål. */
export const content = {} satisfies typeof english;
