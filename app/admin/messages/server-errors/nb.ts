import type { serverErrors as english } from "./en";

/* The API's error messages to the back office, keyed by their English text, in Norwegian Bokmål. */
export const serverErrors = {} satisfies typeof english;
