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
import { adminHandle, personMeta } from "../components/admin-meta";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { LanguageCard } from "../components/language-card";
import { siteName } from "../format";
import { addPasskey, deviceName } from "../passkeys";
import { useAdminAction } from "../use-admin-action";
import { useAdminMessages, useShellMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/account";
import { useDates } from "../use-dates";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.account);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOrSignIn(request, () => adminApi.get<PasskeyItem[]>("/api/admin/passkeys"));
}

export function HydrateFallback() {
  return <PageSkeleton label={useShellMessages().t.account.account.loading} rows={3} />;
}

function AddPasskeyForm() {
  const { run, busy } = useAdminAction();
  const { t: words } = useAdminMessages();
  const t = words.account.passkeys;
  const [name, setName] = useState(() => deviceName(words));
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => addPasskey(name.trim() || deviceName(words)), t.addedToast);
      }}
    >
      <FormField label={t.nameLabel} className="min-w-0 flex-1 basis-56">
        <Input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={busy} className="h-11">
        <KeyRoundIcon aria-hidden="true" />
        {busy ? t.waiting : t.add}
      </Button>
    </form>
  );
}

function PasskeyList({ passkeys }: { passkeys: PasskeyItem[] }) {
  const { run } = useAdminAction();
  const t = useAdminMessages().t.account.passkeys;
  const when = useDates().full;
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  if (passkeys.length === 0) return <p className="text-sm text-muted-foreground">{t.none}</p>;
  return (
    <>
      <ul className="grid divide-y divide-border rounded-md border border-border" aria-label={t.listLabel}>
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
              aria-label={t.removeLabel(passkey.name)}
            >
              <Trash2Icon aria-hidden="true" />
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.removeTitle(removing?.name ?? "")}
        description={passkeys.length === 1 ? t.removeOnly : t.removeOther}
        confirmLabel={t.removeConfirm}
        onConfirm={async () => {
          if (
            removing &&
            (await run(() => adminApi.delete(`/api/admin/passkeys/${encodeURIComponent(removing.id)}`), t.removed))
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
  const { lang, t: words } = useAdminMessages();
  const t = words.account.account;
  return (
    <div lang={lang}>
      <PageHeader title={words.shell.pages.account} description={t.description} />
      <div className="grid max-w-3xl gap-6">
        <Card aria-labelledby="you-title">
          <CardTitle id="you-title">{t.you}</CardTitle>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            <dt className="text-muted-foreground">{t.email}</dt>
            <dd className="break-words">{me.user.email}</dd>
            <dt className="text-muted-foreground">{t.role}</dt>
            <dd>{me.user.role === "operator" ? t.operator : t.owner}</dd>
            <dt className="text-muted-foreground">{t.sites}</dt>
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
            <CardTitle id="passkeys-title">{words.account.passkeys.title}</CardTitle>
            <CardDescription>{words.account.passkeys.description}</CardDescription>
          </div>
          <PasskeyList passkeys={passkeys} />
          <AddPasskeyForm />
        </Card>
        <Card aria-labelledby="sessions-title" className="grid gap-4">
          <div>
            <CardTitle id="sessions-title">{t.signOutTitle}</CardTitle>
            <CardDescription>{t.signOutDescription}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => signOut(false)}>
              <LogOutIcon aria-hidden="true" />
              {t.signOut}
            </Button>
            <Button variant="destructive" onClick={() => signOut(true)}>
              {t.signOutEverywhere}
            </Button>
          </div>
        </Card>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
