import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { adminApi, ApiRequestError, errorMessage } from "../api";
import type { Me, SetupLinkState, SetupLinkStatus } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { AuthCard } from "../components/auth-card";
import { SetupLinkRefused } from "../components/setup-link-refused";
import { Skeleton } from "../components/skeleton";
import { adminMessages } from "../messages/index";
import { useQueryParam } from "../use-query-param";
import type { Route } from "./+types/setup";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Set up the back office");

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
  const t = adminMessages("en").shell;
  return (
    <AuthCard title="Set up the back office">
      <div className="grid gap-3" role="status">
        <span className="sr-only">{t.setupLink.checking}</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </AuthCard>
  );
}

/** The one-time setup link printed at start while no operator exists: it creates the first one. */
export default function Setup({ loaderData: state }: Route.ComponentProps) {
  const token = useQueryParam("token");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <AuthCard
        title="This setup link is incomplete"
        description="Copy the whole link the server printed when it started, then open it again."
      >
        <p className="text-sm text-muted-foreground">Restart the server to print a new one while no operator exists.</p>
      </AuthCard>
    );
  }
  if (state !== "ready") return <SetupLinkRefused state={state} />;

  return (
    <AuthCard
      title="Set up the back office"
      description="Create the first operator account. Operators manage every site and invite the owners."
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
            setError("Enter your e-mail address, like name@example.com.");
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
        <FormField label="Your e-mail address" error={error} hint="Sign-in links go here. Next, you can add a passkey.">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Creating your account…" : "Create my operator account"}
        </Button>
      </form>
    </AuthCard>
  );
}
