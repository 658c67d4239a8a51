import { ShieldIcon, Trash2Icon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { toast } from "#app/ui/toast.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut, loadOrSignIn } from "../api";
import type { InviteResult, Role, UserItem } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { ConfirmDialog } from "../components/confirm-dialog";
import { CopyButton } from "../components/copy-button";
import { MemberAccessDialog } from "../components/member-access-dialog";
import { OperatorsOnly } from "../components/operators-only";
import { OwnerlessWarning } from "../components/ownerless-warning";
import { ownerlessSitesOf } from "../ownerless-sites";
import { PageHeader } from "../components/page-header";
import { ResendInvitationButton } from "../components/resend-invitation-button";
import { RoleSitesFields } from "../components/role-sites-fields";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { siteName } from "../format";
import { useAdminAction } from "../use-admin-action";
import { useAdminMessages, useShellMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/users";
import { useDates } from "../use-dates";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.users);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await loadOrSignIn(request, () => adminApi.get<UserItem[]>("/api/admin/users"));
  } catch (error) {
    // An owner: the page says it is for operators.
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

export function HydrateFallback() {
  return <PageSkeleton label={useShellMessages().t.account.users.loading} rows={4} />;
}

function InviteForm({ onInvited }: { onInvited: (result: InviteResult) => void }) {
  const { t: words } = useAdminMessages();
  const t = words.account.users;
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("owner");
  const [sites, setSites] = useState<SiteKey[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function invite(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t.emailInvalid;
    if (role === "owner" && sites.length === 0) found.sites = words.members.sitesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await adminApi.post<InviteResult>("/api/admin/users", {
        email: email.trim(),
        role,
        sites: role === "owner" ? sites : [],
      });
      setEmail("");
      setSites([]);
      onInvited(result);
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      if (error instanceof ApiRequestError) setErrors({ email: error.fields.email ?? error.message, ...error.fields });
      else void toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={invite} className="mt-5 grid gap-5">
      <FormField label={t.emailLabel} error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <RoleSitesFields
        idPrefix="invite"
        role={role}
        sites={sites}
        onRole={setRole}
        onSites={setSites}
        sitesError={errors.sites}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <UserPlusIcon aria-hidden="true" />
          {busy ? t.inviting : t.invite}
        </Button>
      </div>
    </form>
  );
}

function InvitationLink({ result }: { result: InviteResult }) {
  const t = useAdminMessages().t.account.users;
  if (!result.link) return null;
  return (
    <div
      role="status"
      className="mt-5 grid gap-2 rounded-md border border-primary/30 bg-accent p-4 text-accent-foreground"
    >
      <p className="text-sm font-medium">{t.passLink(result.user.email)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          readOnly
          value={result.link}
          aria-label={t.linkLabel}
          className="h-9 min-w-0 flex-1 basis-64 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={result.link} label={t.copyLink} />
      </div>
    </div>
  );
}

function UserList({
  users,
  selfId,
  onInvitationLink,
}: {
  users: UserItem[];
  selfId: string;
  onInvitationLink: (result: InviteResult) => void;
}) {
  const { run } = useAdminAction();
  const { lang, t } = useAdminMessages();
  const words = t.account.users;
  const dates = useDates();
  const [removing, setRemoving] = useState<UserItem | null>(null);
  const [changing, setChanging] = useState<UserItem | null>(null);
  return (
    <>
      <ul className="grid gap-2" aria-label={words.accountsLabel}>
        {users.map((user) => (
          <li
            key={user.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-background p-4"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium break-all">
                {user.email}
                <Badge variant={user.role === "operator" ? "default" : "outline"}>
                  {user.role === "operator" ? t.account.roles.operator : t.account.roles.owner}
                </Badge>
                {user.id === selfId ? <Badge variant="secondary">{words.you}</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {user.role === "operator"
                  ? words.everySite
                  : new Intl.ListFormat(lang).format(user.sites.map(siteName))}{" "}
                ·{" "}
                {user.firstSignInAt
                  ? words.activeSince(dates.day(user.firstSignInAt))
                  : words.notSignedIn(dates.day(user.createdAt))}{" "}
                · {words.passkeyCount(user.passkeyCount)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setChanging(user)}
                aria-label={t.members.changeLabel(user.email)}
              >
                <ShieldIcon aria-hidden="true" />
                {t.members.change}
              </Button>
              {user.firstSignInAt ? null : <ResendInvitationButton user={user} onLink={onInvitationLink} />}
              {user.id === selfId ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRemoving(user)}
                  aria-label={words.removeLabel(user.email)}
                >
                  <Trash2Icon aria-hidden="true" />
                  {words.remove}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {changing ? (
        <MemberAccessDialog
          user={changing}
          self={changing.id === selfId}
          onOpenChange={(open) => !open && setChanging(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={words.removeTitle(removing?.email ?? "")}
        description={words.removeBody}
        confirmLabel={words.removeConfirm}
        onConfirm={async () => {
          if (
            removing &&
            (await run(() => adminApi.delete(`/api/admin/users/${encodeURIComponent(removing.id)}`), words.removed))
          )
            setRemoving(null);
        }}
      />
    </>
  );
}

export default function Users({ loaderData: users }: Route.ComponentProps) {
  const me = useMe();
  const revalidator = useRevalidator();
  const [invited, setInvited] = useState<InviteResult | null>(null);
  const { lang, t: words } = useAdminMessages();
  const t = words.account.users;
  if (!users || me.user.role !== "operator") return <OperatorsOnly />;
  return (
    <div lang={lang}>
      <PageHeader title={words.shell.pages.users} description={t.description} />
      <OwnerlessWarning sites={ownerlessSitesOf(users)} linkToUsers={false} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] xl:items-start">
        <Card aria-labelledby="invite-title">
          <CardTitle id="invite-title">{t.inviteTitle}</CardTitle>
          <CardDescription>{t.inviteDescription}</CardDescription>
          <InviteForm
            onInvited={(result) => {
              setInvited(result);
              if (result.emailed) void toast.success(t.invited(result.user.email));
              void revalidator.revalidate();
            }}
          />
          {invited ? <InvitationLink result={invited} /> : null}
        </Card>
        <section aria-labelledby="accounts-title" className="grid gap-3">
          <h2 id="accounts-title" className="text-base font-semibold">
            {t.accounts(users.length)}
          </h2>
          <UserList
            users={users}
            selfId={me.user.id}
            onInvitationLink={(result) => {
              setInvited(result);
              // The link shows in the invitation card: take the reader there.
              document.getElementById("invite-title")?.scrollIntoView({ block: "nearest" });
            }}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
