import type { inbox as english } from "./en";

/* The inbox, a submission's page and the exports, in Norwegian Bokmål. */
export const inbox = {} satisfies typeof english;
