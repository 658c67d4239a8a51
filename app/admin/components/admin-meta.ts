import type { MetaDescriptor } from "react-router";
import type { RouteHandle } from "#app/lib/page-language.ts";
import type { Me } from "../api-types";
import { personLanguage, type AdminLanguage } from "../messages/index";

/** Every back-office page: its title, and never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Back office` }, { name: "robots", content: "noindex" }];
}

/** A page inside the layout: its `<html lang>` is the layout's (personHandle). */
export const adminHandle: RouteHandle = {};

/**
 * The layout: `<html lang>` is the signed-in person's language (BCP 47: en, nl, es, nb) once
 * their data is in; until then the shell, which speaks English, is English.
 */
export const personHandle: RouteHandle = {
  lang: (me) => (me ? personLanguage((me as Me).user) : undefined),
};

/** The data of a page before sign-in: the language its server loader chose from Accept-Language. */
export interface SignInPageData {
  language: AdminLanguage;
}

/** The pages before sign-in (sign-in, e-mailed link, setup): `<html lang>` is the language chosen for the browser. */
export const signInHandle: RouteHandle = {
  lang: (data) => (data as SignInPageData | undefined)?.language,
};
