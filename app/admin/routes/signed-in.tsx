import "../messages/document-catalogue";
import { Outlet } from "react-router";
import { signedInHandle, type ShellData } from "../components/admin-meta";
import { acceptedLanguage } from "../messages/accept-language";
import type { Route } from "./+types/signed-in";

export const handle = signedInHandle;

/**
 * Whose language the signed-in pages speak, known on the server: the page guard read the
 * session (server/auth/page-guard.ts). A layout of its own, with a server loader and no
 * client one, so its data is in the server's HTML while the layout below (admin/routes/
 * layout.tsx) shows its loading shell and reads the person's data in the browser. Without a
 * session (the guard sends nobody here unsigned), the browser's Accept-Language.
 */
export function loader({ context, request }: Route.LoaderArgs): ShellData {
  return { language: context.adminLanguage ?? acceptedLanguage(request.headers.get("Accept-Language")) };
}

// Read once per document: from then on the person's data (the layout's) says their language.
export const shouldRevalidate = () => false;

export default function SignedIn() {
  return <Outlet />;
}
