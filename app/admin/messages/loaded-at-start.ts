import { en } from "./en";
import { es } from "./es";
import { nb } from "./nb";
import { nl } from "./nl";
import type { AdminLanguage, AdminMessages } from "./index";

/**
 * The catalogues the server and the tests hold from the start: all four, for any person's
 * page, e-mail or error. The browser's build reads ./loaded-at-start.browser.ts instead
 * (vite.config.ts), and loads the one language it shows (loadAdminMessages, ./index.ts).
 */
export const loadedAtStart: Partial<Record<AdminLanguage, AdminMessages>> = { en, nl, es, nb };
