import { Trash2Icon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { Checkbox } from "#app/ui/checkbox.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { toast } from "#app/ui/toast.tsx";
import { SITES, type SiteKey } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut, loadOrSignIn } from "../api";
import type { InviteResult, Role, UserItem } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { ConfirmDialog } from "../components/confirm-dialog";
import { CopyButton } from "../components/copy-button";
import { OperatorsOnly } from "../components/operators-only";
import { OwnerlessWarning } from "../components/ownerless-warning";
import { ownerlessSitesOf } from "../ownerless-sites";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { dayDate, siteName } from "../format";
import { useAdminAction } from "../use-admin-action";
import { useMe } from "../use-me";
import type { Route } from "./+types/users";

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
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Role</legend>
        {(
          [
            ["owner", "Owner", "Reads and answers the submissions of the sites below."],
            ["operator", "Operator", "Every site, manages accounts, takes down notes."],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input
              type="radio"
              name="role"
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
              className="mt-1 size-4 accent-(--primary)"
            />
            <span>
              <span className="block text-sm font-medium">{label}</span>
              <span className="block text-sm text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {role === "owner" ? (
        <fieldset className="grid gap-2" aria-describedby={errors.sites ? "invite-sites-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Sites</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {SITES.map((site) => {
              const id = `invite-site-${site.key}`;
              return (
                <div key={site.key} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={sites.includes(site.key)}
                    onCheckedChange={(checked) =>
                      setSites((current) =>
                        checked === true ? [...current, site.key] : current.filter((key) => key !== site.key),
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {site.name}
                  </Label>
                </div>
              );
            })}
          </div>
          {errors.sites ? (
            <p id="invite-sites-error" role="alert" className="text-sm font-medium text-destructive">
              {errors.sites}
            </p>
          ) : null}
        </fieldset>
      ) : null}
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

function UserList({ users, selfId }: { users: UserItem[]; selfId: string }) {
  const { run } = useAdminAction();
  const [removing, setRemoving] = useState<UserItem | null>(null);
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
                  ? `active since ${dayDate(user.firstSignInAt)}`
                  : `invited ${dayDate(user.createdAt)}, not signed in yet`}{" "}
                · {user.passkeyCount} passkey{user.passkeyCount === 1 ? "" : "s"}
              </p>
            </div>
            {user.id === selfId ? null : (
              <Button variant="outline" size="sm" onClick={() => setRemoving(user)} aria-label={`Remove ${user.email}`}>
                <Trash2Icon aria-hidden="true" />
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
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
          <UserList users={users} selfId={me.user.id} />
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
