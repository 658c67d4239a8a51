import { useMatches } from "react-router";
import { signedInLanguage } from "./components/admin-meta";
import { documentLanguage } from "./document-language";
import { adminMessages, personLanguage, type AdminLanguage, type AdminMessages } from "./messages/index";
import { useMe } from "./use-me";

/**
 * The signed-in person's words (app/admin/messages/): an owner's site's language, English for
 * an operator, until people choose a language of their own. `lang` goes on the element
 * holding them, so a screen reader reads a Dutch sentence in Dutch amid English pages.
 */
export function useAdminMessages(): { lang: AdminLanguage; t: AdminMessages } {
  const language = personLanguage(useMe().user);
  return { lang: language, t: adminMessages(language) };
}

/**
 * The same words where the person's data may not be in yet (the loading shell, a page's
 * fallback, an error): theirs once read, else the one the server found for their session,
 * else the document's.
 */
export function useShellMessages(): { lang: AdminLanguage; t: AdminMessages } {
  const language = signedInLanguage(useMatches()) ?? documentLanguage();
  return { lang: language, t: adminMessages(language) };
}
