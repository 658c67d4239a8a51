import { FileClockIcon } from "lucide-react";
import { AuditFilterForm, auditQueryOf } from "../components/audit-filters";
import { ApiRequestError, adminApi, loadOrSignIn } from "../api";
import type { AuditItem } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { EmptyState } from "../components/empty-state";
import { OperatorsOnly } from "../components/operators-only";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { AuditRow } from "../components/audit-row";
import { useAdminMessages } from "../use-admin-messages";
import type { Route } from "./+types/audit";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(auditQueryOf(new URL(request.url).searchParams)))
      if (value) query.set(name, value);
    const search = query.toString();
    return await loadOrSignIn(request, () =>
      adminApi.get<AuditItem[]>(`/api/admin/audit${search ? `?${search}` : ""}`),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

export function HydrateFallback() {
  return <PageSkeleton label="Loading the audit log…" rows={6} />;
}

export default function Audit({ loaderData: items }: Route.ComponentProps) {
  const { lang } = useAdminMessages();
  if (!items) return <OperatorsOnly />;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who did what and when: sign-ins (and failed ones, counted per account and hour), invitations, exports, erasures, settings and content changes, takedowns. Personal data is never written here. Kept 2 years; the latest 200 of the filter."
      />
      <AuditFilterForm />
      {items.length === 0 ? (
        <EmptyState icon={<FileClockIcon />} title="Nothing recorded yet" />
      ) : (
        <ol className="grid gap-2" aria-label="Audit entries" lang={lang}>
          {items.map((item) => (
            <AuditRow key={item.id} item={item} />
          ))}
        </ol>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
