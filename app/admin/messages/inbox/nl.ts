import type { inbox as english } from "./en";

/* The inbox, a submission's page and the exports, in Dutch. */
export const inbox = {} satisfies typeof english;
