import { FileClockIcon } from "lucide-react";
import { AuditFilterForm, auditQueryOf } from "../components/audit-filters";
import { ApiRequestError, adminApi, loadOrSignIn } from "../api";
import type { AuditItem } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { EmptyState } from "../components/empty-state";
import { OperatorsOnly } from "../components/operators-only";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { AuditRow } from "../components/audit-row";
import { useAdminMessages } from "../use-admin-messages";
import type { Route } from "./+types/audit";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.audit);

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
  const { t } = useAdminMessages();
  return <PageSkeleton label={t.operations.audit.loading} rows={6} />;
}

export default function Audit({ loaderData: items }: Route.ComponentProps) {
  const { t, lang } = useAdminMessages();
  if (!items) return <OperatorsOnly />;
  const words = t.operations.audit;
  return (
    <>
      <PageHeader title={t.shell.pages.audit} description={words.description} />
      <AuditFilterForm />
      {items.length === 0 ? (
        <EmptyState icon={<FileClockIcon />} title={words.empty} />
      ) : (
        <ol className="grid gap-2" aria-label={words.listLabel} lang={lang}>
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
