import { FilterIcon } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { AUDIT_ACTIONS } from "../api-enums";
import type { AuditAction, AuditQuery } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";
import { NativeSelect } from "./native-select";

/** The audit filter as the page's URL carries it: only a known kind, and a person's address. */
export function auditQueryOf(params: URLSearchParams): AuditQuery {
  const action = params.get("action");
  const person = params.get("person")?.trim();
  return {
    ...(action && (AUDIT_ACTIONS as readonly string[]).includes(action) ? { action: action as AuditAction } : {}),
    ...(person ? { person } : {}),
  };
}

/**
 * Filters the audit log by kind and by person: a GET form, so the filter is in the URL (Back
 * and a shared link keep it); once hydrated it navigates in the app, leaving out empty fields.
 */
export function AuditFilterForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, lang } = useAdminMessages();
  const current = auditQueryOf(new URLSearchParams(location.search));
  const filter = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
    const query = params.toString();
    void navigate(query ? `/admin/audit?${query}` : "/admin/audit");
  };
  return (
    <form
      method="get"
      action="/admin/audit"
      onSubmit={filter}
      key={location.search}
      aria-label={t.auditFilter.label}
      lang={lang}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <div className="grid min-w-48 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor="audit-action">{t.auditFilter.kind}</Label>
        <NativeSelect id="audit-action" name="action" defaultValue={current.action ?? ""}>
          <option value="">{t.auditFilter.everyKind}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t.audit.kinds[action]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-56 flex-1 gap-1.5 sm:max-w-80">
        <Label htmlFor="audit-person">{t.auditFilter.person}</Label>
        <Input id="audit-person" name="person" type="email" defaultValue={current.person ?? ""} autoComplete="off" />
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <FilterIcon aria-hidden="true" />
          {t.auditFilter.filter}
        </Button>
        {current.action || current.person ? (
          <Button asChild variant="outline">
            <Link to="/admin/audit">{t.auditFilter.clear}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
