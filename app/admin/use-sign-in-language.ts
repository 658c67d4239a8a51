import { useRouteLoaderData } from "react-router";
import type { SignInPageData } from "./components/admin-meta";
import type { AdminLanguage } from "./messages/index";

/** The layout of the pages before sign-in (app/routes.ts): its loader chose their language. */
export const SIGNED_OUT_ID = "admin-signed-out";

/** The language chosen for a page before sign-in (admin/routes/signed-out.tsx); English if it is missing. */
export function useSignInLanguage(): AdminLanguage {
  return (useRouteLoaderData(SIGNED_OUT_ID) as SignInPageData | undefined)?.language ?? "en";
}

/** The same, for a `meta` function, from its matches. */
export function signInLanguageOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): AdminLanguage {
  const match = matches.find((candidate) => candidate?.id === SIGNED_OUT_ID);
  return (match?.loaderData as SignInPageData | undefined)?.language ?? "en";
}
