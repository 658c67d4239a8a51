/* Capitals for the content catalogues' sentences, written once for the four languages. */

/** "phone and e-mail" → "Phone and e-mail". */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A label in the middle of a sentence: "E-mail" → "e-mail", but a name that keeps its
 * capitals ("WhatsApp number", "GitHub link") as it is.
 */
export const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Lu}|^\p{L}+\p{Lu}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
