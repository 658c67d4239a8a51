import type { mail as english } from "./en";

/* The e-mails the back office sends to owners and operators, in Norwegian Bokmål. */
export const mail = {} satisfies typeof english;
