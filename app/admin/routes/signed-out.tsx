import { Outlet } from "react-router";
import { signInHandle, type SignInPageData } from "../components/admin-meta";
import { acceptedLanguage } from "../messages/accept-language";
import "../messages/document-catalogue";
import { loadAdminMessages } from "../messages/index";
import type { Route } from "./+types/signed-out";

export const handle = signInHandle;

/**
 * The pages before sign-in (sign-in, e-mailed link, setup): nobody is signed in, so the
 * browser's Accept-Language chooses their words and `<html lang>`. A layout of their own,
 * with a server loader, and a client one that runs on later navigations only (not at
 * hydration), so the choice is in the server's HTML even while a page below renders its fallback.
 */
export function loader({ request }: Route.LoaderArgs): SignInPageData {
  return { language: acceptedLanguage(request.headers.get("Accept-Language")) };
}

/** Arriving from another page (signed out just now): the words of the language chosen, loaded before they are read. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadAdminMessages(data.language);
  return data;
}

export default function SignedOut() {
  return <Outlet />;
}
