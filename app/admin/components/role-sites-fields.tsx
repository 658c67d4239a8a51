import { Checkbox } from "#app/ui/checkbox.tsx";
import { Label } from "#app/ui/label.tsx";
import { SITES, type SiteKey } from "#app/sites/registry.ts";
import type { Role } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";

/**
 * An account's role and, for an owner, its sites: the invitation form's and the "Change
 * access" dialog's fields. `idPrefix` keeps the ids of two of them on one page apart.
 */
export function RoleSitesFields({
  idPrefix,
  role,
  sites,
  onRole,
  onSites,
  sitesError,
}: {
  idPrefix: string;
  role: Role;
  sites: readonly SiteKey[];
  onRole: (role: Role) => void;
  onSites: (sites: SiteKey[]) => void;
  sitesError?: string;
}) {
  const errorId = `${idPrefix}-sites-error`;
  const t = useAdminMessages().t.account.roles;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t.role}</legend>
        {(
          [
            ["owner", t.owner, t.ownerHint],
            ["operator", t.operator, t.operatorHint],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input
              type="radio"
              name={`${idPrefix}-role`}
              value={value}
              checked={role === value}
              onChange={() => onRole(value)}
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
        <fieldset className="grid gap-2" aria-describedby={sitesError ? errorId : undefined}>
          <legend className="mb-2 text-sm font-medium">{t.sites}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {SITES.map((site) => {
              const id = `${idPrefix}-site-${site.key}`;
              return (
                <div key={site.key} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={sites.includes(site.key)}
                    onCheckedChange={(checked) =>
                      onSites(checked === true ? [...sites, site.key] : sites.filter((key) => key !== site.key))
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {site.name}
                  </Label>
                </div>
              );
            })}
          </div>
          {sitesError ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {sitesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
