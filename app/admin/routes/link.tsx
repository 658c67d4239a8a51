import { LogInIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { adminApi, errorMessage, safeNext } from "../api";
import type { Me } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { AuthCard } from "../components/auth-card";
import { useQueryParam } from "../use-query-param";
import type { Route } from "./+types/link";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Sign in with your link");

/**
 * An e-mailed or invitation link lands here. Opening the page uses nothing up: mail
 * scanners fetch links before people click them. Only the button's POST spends the token.
 */
export default function SignInLink() {
  const token = useQueryParam("token");
  const next = useQueryParam("next");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (!token) {
    return (
      <AuthCard
        title="This link is incomplete"
        description="Open the link from your e-mail again, or ask for a new one."
      >
        <Button asChild variant="outline">
          <Link to="/admin/sign-in">Go to sign-in</Link>
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
    <AuthCard
      title="Sign in to the back office"
      description="This link works once. Press the button to sign in on this device."
    >
      <Button size="lg" onClick={signIn} disabled={busy}>
        <LogInIcon aria-hidden="true" />
        {busy ? "Signing in…" : "Sign in"}
      </Button>
      {error ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">{error}</p>
          <Link to="/admin/sign-in" className="font-medium text-primary underline underline-offset-4">
            Ask for a new link
          </Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
