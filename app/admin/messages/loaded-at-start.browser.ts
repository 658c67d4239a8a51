import type { AdminLanguage, AdminMessages } from "./index";

/**
 * The browser holds no catalogue from the start: each page loads the one of the language it
 * shows (loadAdminMessages, ./index.ts), about 20 KB gzip where all four were 74 KB.
 */
export const loadedAtStart: Partial<Record<AdminLanguage, AdminMessages>> = {};
