import type { MetaDescriptor } from "react-router";
import type { RouteHandle } from "#app/lib/page-language.ts";
import type { Me } from "../api-types";
import { adminMessages, personLanguage, type AdminLanguage, type AdminMessages } from "../messages/index";
import { ADMIN_LAYOUT_ID, SIGNED_IN_ID } from "../use-me";

/** Every back-office page: its title, in `language`, and never indexed. */
export function adminMeta(title: string, language: AdminLanguage = "en"): MetaDescriptor[] {
  return [{ title: `${title} · ${adminMessages(language).shell.productName}` }, { name: "robots", content: "noindex" }];
}

/**
 * What the server knows of a signed-in page before the person's data arrives
 * (admin/routes/signed-in.tsx): the language of the session's person, so the loading shell
 * already speaks it.
 */
export interface ShellData {
  language: AdminLanguage;
}

/**
 * The signed-in person's language from the routes' data: their own (the layout's, once read
 * in the browser), else what the server found for their session.
 */
export function signedInLanguage(
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[],
): AdminLanguage | undefined {
  const dataOf = (id: string) => {
    const match = matches.find((candidate) => candidate?.id === id);
    return match?.loaderData ?? match?.data;
  };
  const me = dataOf(ADMIN_LAYOUT_ID) as Me | undefined;
  return me?.user ? personLanguage(me.user) : (dataOf(SIGNED_IN_ID) as ShellData | undefined)?.language;
}

/** A page inside the layout: its title in the signed-in person's language, read from meta's `matches`. */
export function personMeta(
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[],
  title: (t: AdminMessages) => string,
): MetaDescriptor[] {
  const language = signedInLanguage(matches) ?? "en";
  return adminMeta(title(adminMessages(language)), language);
}

/** A page inside the layout: its `<html lang>` is the layout's (personHandle). */
export const adminHandle: RouteHandle = {};

/** The layout: `<html lang>` is the signed-in person's language (BCP 47: en, nl, es, nb) once their data is in. */
export const personHandle: RouteHandle = {
  lang: (me) => ((me as Me | undefined)?.user ? personLanguage((me as Me).user) : undefined),
};

/** Above the layout: until the person's data is in, the language the server found for their session. */
export const signedInHandle: RouteHandle = {
  lang: (data) => (data as ShellData | undefined)?.language,
};

/** The data of a page before sign-in: the language its server loader chose from Accept-Language. */
export interface SignInPageData {
  language: AdminLanguage;
}

/** The pages before sign-in (sign-in, e-mailed link, setup): `<html lang>` is the language chosen for the browser. */
export const signInHandle: RouteHandle = {
  lang: (data) => (data as SignInPageData | undefined)?.language,
};
