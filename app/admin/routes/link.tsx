import { LogInIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { adminApi, errorMessage, safeNext } from "../api";
import type { Me } from "../api-types";
import { adminMeta } from "../components/admin-meta";
import { AuthCard } from "../components/auth-card";
import { adminMessages } from "../messages/index";
import { useQueryParam } from "../use-query-param";
import { signInLanguageOf, useSignInLanguage } from "../use-sign-in-language";
import type { Route } from "./+types/link";

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = signInLanguageOf(matches);
  return adminMeta(adminMessages(language).signIn.link.pageTitle, language);
};

/**
 * An e-mailed or invitation link lands here. Opening the page uses nothing up: mail
 * scanners fetch links before people click them. Only the button's POST spends the token.
 */
export default function SignInLink() {
  const language = useSignInLanguage();
  const words = adminMessages(language);
  const t = words.signIn.link;
  const token = useQueryParam("token");
  const next = useQueryParam("next");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (!token) {
    return (
      <AuthCard language={language} title={t.incompleteTitle} description={t.incompleteDescription}>
        <Button asChild variant="outline">
          <Link to="/admin/sign-in">{words.shell.setupLink.signIn}</Link>
        </Button>
      </AuthCard>
    );
  }

  async function signIn() {
    setBusy(true);
    setError(undefined);
    try {
      await adminApi.post<Me>("/api/admin/auth/link", { token });
      await navigate(safeNext(next), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <AuthCard language={language} title={t.title} description={t.description}>
      <Button size="lg" onClick={signIn} disabled={busy}>
        <LogInIcon aria-hidden="true" />
        {busy ? t.signingIn : t.button}
      </Button>
      {error ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">{error}</p>
          <Link to="/admin/sign-in" className="font-medium text-primary underline underline-offset-4">
            {t.askNew}
          </Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
