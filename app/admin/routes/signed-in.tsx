import "../messages/document-catalogue";
import { Outlet } from "react-router";
import { signedInHandle, type ShellData } from "../components/admin-meta";
import { acceptedLanguage } from "../messages/accept-language";
import { loadAdminMessages } from "../messages/index";
import type { Route } from "./+types/signed-in";

export const handle = signedInHandle;

/**
 * Whose language the signed-in pages speak, known on the server: the page guard read the
 * session (server/auth/page-guard.ts). A layout of its own, with a server loader (its client
 * one runs on later navigations only, not at hydration), so its data is in the server's HTML
 * while the layout below (admin/routes/layout.tsx) shows its loading shell and reads the
 * person's data in the browser. Without a session (the guard sends nobody here unsigned),
 * the browser's Accept-Language.
 */
export function loader({ context, request }: Route.LoaderArgs): ShellData {
  return { language: context.adminLanguage ?? acceptedLanguage(request.headers.get("Accept-Language")) };
}

/** Arriving from another page (signed in just now): the shell's words, loaded before they are read (an error's too). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadAdminMessages(data.language);
  return data;
}

// Read once per document: from then on the person's data (the layout's) says their language.
export const shouldRevalidate = () => false;

export default function SignedIn() {
  return <Outlet />;
}
