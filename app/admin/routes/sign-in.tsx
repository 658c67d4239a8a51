import { KeyRoundIcon, MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { adminApi, ApiRequestError, errorMessage, safeNext } from "../api";
import type { Me, SignInMethods } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { AuthCard } from "../components/auth-card";
import { Skeleton } from "../components/skeleton";
import { isPasskeyCancelled, signInWithPasskey } from "../passkeys";
import { useQueryParam } from "../use-query-param";
import type { Route } from "./+types/sign-in";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Sign in");

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
  return (
    <AuthCard title="Sign in">
      <div className="grid gap-3" role="status">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </AuthCard>
  );
}

/** Asks for a sign-in link by e-mail; the link brings the person to `next` once signed in. */
function EmailLinkForm({ next }: { next: string | null }) {
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
        If that address has an account, a link is on its way. It works once, for 15 minutes.
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
          setError("Enter your e-mail address, like name@example.com.");
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
      <FormField label="E-mail address" error={error}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={sending}>
        {sending ? "Sending…" : "Send me a sign-in link"}
      </Button>
    </form>
  );
}

export default function SignIn({ loaderData: methods }: Route.ComponentProps) {
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
        isPasskeyCancelled(caught)
          ? "No passkey was used. Try again, or use another way in below."
          : errorMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign in" description="For the owners and operators of the sites.">
      <div className="grid gap-2">
        <Button size="lg" onClick={passkey} disabled={busy}>
          <KeyRoundIcon aria-hidden="true" />
          {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {methods.email ? (
        <EmailLinkForm next={next} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No passkey on this device yet? Ask an operator for an invitation link, or, on the server, run{" "}
          <code className="rounded bg-muted px-1.5 py-0.5 text-[0.8rem] text-foreground">npm run admin -- invite</code>.
        </p>
      )}
    </AuthCard>
  );
}
