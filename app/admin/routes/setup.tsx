import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { adminApi, ApiRequestError, errorMessage } from "../api";
import type { Me, SetupLinkState, SetupLinkStatus } from "../api-types";
import { adminMeta } from "../components/admin-meta";
import { AuthCard } from "../components/auth-card";
import { SetupLinkRefused } from "../components/setup-link-refused";
import { Skeleton } from "../components/skeleton";
import { adminMessages } from "../messages/index";
import { useQueryParam } from "../use-query-param";
import { signInLanguageOf, useSignInLanguage } from "../use-sign-in-language";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = signInLanguageOf(matches);
  return adminMeta(adminMessages(language).signIn.setup.title, language);
};

/**
 * Reads whether the link can still be used, without using it up, so a used or expired link
 * says so instead of offering a form that can only fail. When the answer cannot be read
 * (the network, a rate limit), the form is shown: creating the account says what is wrong.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<SetupLinkState> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return "ready";
  return adminApi.post<SetupLinkStatus>("/api/admin/auth/setup/status", { token }).then(
    (status) => status.state,
    (): SetupLinkState => "ready",
  );
}

export function HydrateFallback() {
  const language = useSignInLanguage();
  const t = adminMessages(language);
  return (
    <AuthCard language={language} title={t.signIn.setup.title}>
      <div className="grid gap-3" role="status">
        <span className="sr-only">{t.shell.setupLink.checking}</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </AuthCard>
  );
}

/** The one-time setup link printed at start while no operator exists: it creates the first one. */
export default function Setup({ loaderData: state }: Route.ComponentProps) {
  const language = useSignInLanguage();
  const words = adminMessages(language);
  const t = words.signIn.setup;
  const token = useQueryParam("token");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <AuthCard language={language} title={t.incompleteTitle} description={words.shell.setupLink.invalidBody}>
        <p className="text-sm text-muted-foreground">{t.restart}</p>
      </AuthCard>
    );
  }
  if (state !== "ready") return <SetupLinkRefused state={state} language={language} />;

  return (
    <AuthCard language={language} title={t.title} description={t.description}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
            setError(words.signIn.emailInvalid);
            return;
          }
          setBusy(true);
          setError(undefined);
          try {
            await adminApi.post<Me>("/api/admin/auth/setup", { token, email: email.trim() });
            await navigate("/admin", { replace: true });
          } catch (caught) {
            setError(
              caught instanceof ApiRequestError ? (caught.fields.email ?? caught.message) : errorMessage(caught),
            );
            setBusy(false);
          }
        }}
      >
        <FormField label={t.emailLabel} error={error} hint={t.emailHint}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t.creating : t.create}
        </Button>
      </form>
    </AuthCard>
  );
}
