import { isAdminLanguage, type AdminLanguage } from "./messages/index";

/**
 * The language the server wrote into this document's `<html lang>` (the signed-in person's,
 * or the browser's before sign-in): for words shown where no page data is at hand, such as
 * a request that never reached the server. English on the server and for any other tag.
 */
export function documentLanguage(): AdminLanguage {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isAdminLanguage(lang) ? lang : "en";
}
