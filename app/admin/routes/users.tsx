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
import { adminHandle, adminMeta } from "../components/admin-meta";
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
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/users";
import { useDates } from "../use-dates";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Users");

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
  return <PageSkeleton label="Loading users…" rows={4} />;
}

function InviteForm({ onInvited }: { onInvited: (result: InviteResult) => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("owner");
  const [sites, setSites] = useState<SiteKey[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function invite(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      found.email = "Enter an e-mail address, like name@example.com.";
    if (role === "owner" && sites.length === 0) found.sites = "Choose at least one site for an owner.";
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
      <FormField label="E-mail address" error={errors.email}>
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
          {busy ? "Inviting…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}

function InvitationLink({ result }: { result: InviteResult }) {
  if (!result.link) return null;
  return (
    <div
      role="status"
      className="mt-5 grid gap-2 rounded-md border border-primary/30 bg-accent p-4 text-accent-foreground"
    >
      <p className="text-sm font-medium">
        No mail server is set up, so pass this one-time link to {result.user.email} yourself. It works once, for 24
        hours.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          readOnly
          value={result.link}
          aria-label="Invitation link"
          className="h-9 min-w-0 flex-1 basis-64 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={result.link} label="Copy link" />
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
  const { t } = useAdminMessages();
  const dates = useDates();
  const [removing, setRemoving] = useState<UserItem | null>(null);
  const [changing, setChanging] = useState<UserItem | null>(null);
  return (
    <>
      <ul className="grid gap-2" aria-label="Accounts">
        {users.map((user) => (
          <li
            key={user.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-background p-4"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium break-all">
                {user.email}
                <Badge variant={user.role === "operator" ? "default" : "outline"}>
                  {user.role === "operator" ? "Operator" : "Owner"}
                </Badge>
                {user.id === selfId ? <Badge variant="secondary">You</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {user.role === "operator" ? "Every site" : user.sites.map(siteName).join(", ")} ·{" "}
                {user.firstSignInAt
                  ? `active since ${dates.day(user.firstSignInAt)}`
                  : `invited ${dates.day(user.createdAt)}, not signed in yet`}{" "}
                · {user.passkeyCount} passkey{user.passkeyCount === 1 ? "" : "s"}
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
                  aria-label={`Remove ${user.email}`}
                >
                  <Trash2Icon aria-hidden="true" />
                  Remove
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
        title={`Remove ${removing?.email ?? ""}?`}
        description="Their sessions and passkeys go with the account; they are signed out at once. Submissions stay."
        confirmLabel="Remove account"
        onConfirm={async () => {
          if (
            removing &&
            (await run(
              () => adminApi.delete(`/api/admin/users/${encodeURIComponent(removing.id)}`),
              "Account removed.",
            ))
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
  if (!users || me.user.role !== "operator") return <OperatorsOnly />;
  return (
    <>
      <PageHeader title="Users" description="Who can sign in to the back office, and which sites each owner sees." />
      <OwnerlessWarning sites={ownerlessSitesOf(users)} linkToUsers={false} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] xl:items-start">
        <Card aria-labelledby="invite-title">
          <CardTitle id="invite-title">Invite someone</CardTitle>
          <CardDescription>They get a one-time link to sign in, then add a passkey.</CardDescription>
          <InviteForm
            onInvited={(result) => {
              setInvited(result);
              if (result.emailed) void toast.success(`Invitation e-mailed to ${result.user.email}.`);
              void revalidator.revalidate();
            }}
          />
          {invited ? <InvitationLink result={invited} /> : null}
        </Card>
        <section aria-labelledby="accounts-title" className="grid gap-3">
          <h2 id="accounts-title" className="text-base font-semibold">
            Accounts ({users.length})
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
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
