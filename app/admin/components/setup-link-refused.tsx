import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import type { SetupLinkState } from "../api-types";
import { adminMessages, type AdminLanguage } from "../messages/index";
import { AuthCard } from "./auth-card";

/**
 * A setup link that can no longer create the first operator, saying why and the way on:
 * once used (or once any operator exists) that is signing in; an expired one is replaced
 * by restarting the server. Nobody is signed in here: it reads the `language` the browser
 * asked for, like the other sign-in pages.
 */
export function SetupLinkRefused({
  state,
  language,
}: {
  state: Exclude<SetupLinkState, "ready">;
  language: AdminLanguage;
}) {
  const t = adminMessages(language).shell.setupLink;
  const [title, body] =
    state === "used"
      ? [t.usedTitle, t.usedBody]
      : state === "expired"
        ? [t.expiredTitle, t.expiredBody]
        : [t.invalidTitle, t.invalidBody];
  return (
    <AuthCard language={language} title={title} description={body}>
      <Button asChild variant={state === "used" ? "default" : "outline"}>
        <Link to="/admin/sign-in">{t.signIn}</Link>
      </Button>
    </AuthCard>
  );
}
