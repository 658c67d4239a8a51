import type { MetaDescriptor } from "react-router";
import type { RouteHandle } from "#app/lib/page-language.ts";
import type { Me } from "../api-types";
import { adminMessages, personLanguage, type AdminLanguage, type AdminMessages } from "../messages/index";
import { ADMIN_LAYOUT_ID } from "../use-me";

/** Every back-office page: its title, in `language`, and never indexed. */
export function adminMeta(title: string, language: AdminLanguage = "en"): MetaDescriptor[] {
  return [{ title: `${title} · ${adminMessages(language).shell.productName}` }, { name: "robots", content: "noindex" }];
}

/**
 * What the layout's server loader knows before the person's data arrives: the language
 * of the person whose session sent the request, so the loading shell already speaks it.
 */
export interface ShellData {
  language: AdminLanguage;
}

/** The layout's data, either the server's (ShellData) or the person's (Me), says whose language the pages speak. */
export function layoutLanguage(data: unknown): AdminLanguage | undefined {
  if (!data || typeof data !== "object") return undefined;
  if ("user" in data) return personLanguage((data as Me).user);
  if ("language" in data) return (data as ShellData).language;
  return undefined;
}

/** A page inside the layout: its title in the signed-in person's language, read from meta's `matches`. */
export function personMeta(
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[],
  title: (t: AdminMessages) => string,
): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === ADMIN_LAYOUT_ID);
  const language = layoutLanguage(layout?.loaderData ?? layout?.data) ?? "en";
  return adminMeta(title(adminMessages(language)), language);
}

/** A page inside the layout: its `<html lang>` is the layout's (personHandle). */
export const adminHandle: RouteHandle = {};

/**
 * The layout: `<html lang>` is the signed-in person's language (BCP 47: en, nl, es, nb),
 * from the server's render on (ShellData), then from their data.
 */
export const personHandle: RouteHandle = {
  lang: layoutLanguage,
};

/** The data of a page before sign-in: the language its server loader chose from Accept-Language. */
export interface SignInPageData {
  language: AdminLanguage;
}

/** The pages before sign-in (sign-in, e-mailed link, setup): `<html lang>` is the language chosen for the browser. */
export const signInHandle: RouteHandle = {
  lang: (data) => (data as SignInPageData | undefined)?.language,
};
