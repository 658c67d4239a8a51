import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { Role, UserItem } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";
import { RoleSitesFields } from "./role-sites-fields";

/**
 * Changes an account's role and sites in place (POST /api/admin/users/:id/access): the
 * account, its passkeys and its sessions stay. The server refuses to leave no operator;
 * its message shows in the dialog, which stays open with what was chosen.
 */
export function MemberAccessDialog({
  user,
  self,
  onOpenChange,
}: {
  user: UserItem;
  self: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, lang } = useAdminMessages();
  const words = t.members;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [role, setRole] = useState<Role>(user.role);
  const [sites, setSites] = useState<SiteKey[]>(user.sites);
  const [error, setError] = useState<string | null>(null);
  const [sitesError, setSitesError] = useState<string | undefined>();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (role === "owner" && sites.length === 0) return setSitesError(words.sitesRequired);
    setSitesError(undefined);
    setBusy(true);
    try {
      await adminApi.post(`/api/admin/users/${encodeURIComponent(user.id)}/access`, {
        role,
        sites: role === "owner" ? sites : [],
      });
      void toast.success(words.saved(user.email));
      onOpenChange(false);
      await revalidator.revalidate();
    } catch (caught) {
      if (leaveIfSignedOut(caught)) return;
      // The server's reason (no operator would be left, a site it does not know) stays in the dialog.
      setError(
        caught instanceof ApiRequestError ? (Object.values(caught.fields)[0] ?? caught.message) : errorMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent portalClassName="admin-theme" className="max-w-lg">
        <form noValidate onSubmit={save} className="grid gap-5" lang={lang}>
          <DialogHeader>
            <DialogTitle>{words.title(user.email)}</DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
          </DialogHeader>
          <RoleSitesFields
            idPrefix="access"
            role={role}
            sites={sites}
            onRole={setRole}
            onSites={(next) => {
              setSites(next);
              setSitesError(undefined);
            }}
            sitesError={sitesError}
          />
          {self && user.role === "operator" && role === "owner" ? (
            <p className="text-sm text-muted-foreground">{words.selfDemotion}</p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {words.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? words.saving : words.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
