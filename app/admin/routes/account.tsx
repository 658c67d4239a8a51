import { KeyRoundIcon, LogOutIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, errorMessage, leaveIfSignedOut, loadOrSignIn } from "../api";
import type { PasskeyItem } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { LanguageCard } from "../components/language-card";
import { siteName } from "../format";
import { addPasskey, deviceName } from "../passkeys";
import { useAdminAction } from "../use-admin-action";
import { useMe } from "../use-me";
import type { Route } from "./+types/account";
import { useDates } from "../use-dates";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Account");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOrSignIn(request, () => adminApi.get<PasskeyItem[]>("/api/admin/passkeys"));
}

export function HydrateFallback() {
  return <PageSkeleton label="Loading your account…" rows={3} />;
}

function AddPasskeyForm() {
  const { run, busy } = useAdminAction();
  const [name, setName] = useState(() => deviceName());
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => addPasskey(name.trim() || deviceName()), "Passkey added.");
      }}
    >
      <FormField label="Name of the new passkey" className="min-w-0 flex-1 basis-56">
        <Input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={busy} className="h-11">
        <KeyRoundIcon aria-hidden="true" />
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
    </form>
  );
}

function PasskeyList({ passkeys }: { passkeys: PasskeyItem[] }) {
  const { run } = useAdminAction();
  const when = useDates().full;
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  if (passkeys.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No passkeys yet: you sign in with e-mailed links until you add one.
      </p>
    );
  return (
    <>
      <ul className="grid divide-y divide-border rounded-md border border-border" aria-label="Your passkeys">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{passkey.name}</p>
              <p className="text-sm text-muted-foreground">
                Added {when(passkey.createdAt)} ·{" "}
                {passkey.lastUsedAt ? `last used ${when(passkey.lastUsedAt)}` : "never used yet"}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRemoving(passkey)}
              aria-label={`Remove passkey ${passkey.name}`}
            >
              <Trash2Icon aria-hidden="true" />
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.name ?? ""}”?`}
        description={
          passkeys.length === 1
            ? "It is your only passkey: afterwards you sign in with e-mailed links until you add another."
            : "That device can no longer sign you in."
        }
        confirmLabel="Remove passkey"
        onConfirm={async () => {
          if (
            removing &&
            (await run(
              () => adminApi.delete(`/api/admin/passkeys/${encodeURIComponent(removing.id)}`),
              "Passkey removed.",
            ))
          )
            setRemoving(null);
        }}
      />
    </>
  );
}

async function signOut(everywhere: boolean) {
  try {
    await adminApi.post(everywhere ? "/api/admin/auth/sign-out-everywhere" : "/api/admin/auth/sign-out");
    // A full load: nothing of the signed-in pages stays in memory.
    window.location.assign("/admin/sign-in");
  } catch (error) {
    if (!leaveIfSignedOut(error)) void toast.error(errorMessage(error));
  }
}

export default function Account({ loaderData: passkeys }: Route.ComponentProps) {
  const me = useMe();
  return (
    <>
      <PageHeader title="Account" description="How you sign in, and where you are signed in." />
      <div className="grid max-w-3xl gap-6">
        <Card aria-labelledby="you-title">
          <CardTitle id="you-title">You</CardTitle>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="break-words">{me.user.email}</dd>
            <dt className="text-muted-foreground">Role</dt>
            <dd>{me.user.role === "operator" ? "Operator (every site, manages accounts)" : "Owner"}</dd>
            <dt className="text-muted-foreground">Sites</dt>
            <dd className="flex flex-wrap gap-1.5">
              {me.user.sites.map((site) => (
                <Badge key={site} variant="outline">
                  {siteName(site)}
                </Badge>
              ))}
            </dd>
          </dl>
        </Card>
        <LanguageCard />
        <Card aria-labelledby="passkeys-title" className="grid gap-4">
          <div>
            <CardTitle id="passkeys-title">Passkeys</CardTitle>
            <CardDescription>
              Sign in with your fingerprint, face or screen lock. Add one on each phone or computer you use.
            </CardDescription>
          </div>
          <PasskeyList passkeys={passkeys} />
          <AddPasskeyForm />
        </Card>
        <Card aria-labelledby="sessions-title" className="grid gap-4">
          <div>
            <CardTitle id="sessions-title">Sign out</CardTitle>
            <CardDescription>
              Lost a phone, or signed in on someone else’s computer? Sign out everywhere ends every session of yours,
              this one too.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => signOut(false)}>
              <LogOutIcon aria-hidden="true" />
              Sign out
            </Button>
            <Button variant="destructive" onClick={() => signOut(true)}>
              Sign out everywhere
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
