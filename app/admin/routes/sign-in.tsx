import { KeyRoundIcon, MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { adminApi, ApiRequestError, errorMessage, safeNext } from "../api";
import type { Me, SignInMethods } from "../api-types";
import { adminMeta } from "../components/admin-meta";
import { AuthCard } from "../components/auth-card";
import { Skeleton } from "../components/skeleton";
import { adminMessages, type AdminMessages } from "../messages/index";
import { isPasskeyCancelled, passkeyErrorWords, signInWithPasskey } from "../passkeys";
import { useQueryParam } from "../use-query-param";
import { signInLanguageOf, useSignInLanguage } from "../use-sign-in-language";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = signInLanguageOf(matches);
  return adminMeta(adminMessages(language).signIn.title, language);
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [methods, signedIn] = await Promise.all([
    // If the methods cannot be read, passkeys still work: offer them alone.
    adminApi.get<SignInMethods>("/api/admin/auth/methods").catch((): SignInMethods => ({ email: false })),
    adminApi.get<Me>("/api/admin/me").then(
      () => true,
      () => false,
    ),
  ]);
  // Already signed in (an old bookmark, the Back button): straight on.
  if (signedIn) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return methods;
}

export function HydrateFallback() {
  const language = useSignInLanguage();
  const t = adminMessages(language);
  return (
    <AuthCard language={language} title={t.signIn.title}>
      <div className="grid gap-3" role="status">
        <span className="sr-only">{t.shell.loading}</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </AuthCard>
  );
}

/** Asks for a sign-in link by e-mail; the link brings the person to `next` once signed in. */
function EmailLinkForm({ next, t }: { next: string | null; t: AdminMessages["signIn"] }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <p
        role="status"
        className="flex gap-3 rounded-lg border border-border bg-accent p-4 text-sm text-accent-foreground"
      >
        <MailCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t.linkSent}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
          setError(t.emailInvalid);
          return;
        }
        setError(undefined);
        setSending(true);
        try {
          await adminApi.post("/api/admin/auth/email", { email: email.trim(), next: safeNext(next) });
          setSent(true);
        } catch (caught) {
          setError(caught instanceof ApiRequestError ? (caught.fields.email ?? caught.message) : errorMessage(caught));
        } finally {
          setSending(false);
        }
      }}
    >
      <FormField label={t.emailLabel} error={error}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={sending}>
        {sending ? t.sending : t.sendLink}
      </Button>
    </form>
  );
}

export default function SignIn({ loaderData: methods }: Route.ComponentProps) {
  const language = useSignInLanguage();
  const words = adminMessages(language);
  const t = words.signIn;
  const next = useQueryParam("next");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function passkey() {
    setBusy(true);
    setError(undefined);
    try {
      await signInWithPasskey();
      await navigate(safeNext(next), { replace: true });
    } catch (caught) {
      setError(
        isPasskeyCancelled(caught) ? t.passkeyCancelled : (passkeyErrorWords(caught, words) ?? errorMessage(caught)),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard language={language} title={t.title} description={t.description}>
      <div className="grid gap-2">
        <Button size="lg" onClick={passkey} disabled={busy}>
          <KeyRoundIcon aria-hidden="true" />
          {busy ? t.waitingForPasskey : t.passkey}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      {methods.email ? (
        <EmailLinkForm next={next} t={t} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t.noEmail}{" "}
          <code className="rounded bg-muted px-1.5 py-0.5 text-[0.8rem] text-foreground">npm run admin -- invite</code>.
        </p>
      )}
    </AuthCard>
  );
}
