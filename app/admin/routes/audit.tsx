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
import { fullDate } from "../format";
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

function detailText(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export default function Audit({ loaderData: items }: Route.ComponentProps) {
  const { t, lang } = useAdminMessages();
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
        <ol className="grid gap-2" aria-label="Audit entries">
          {items.map((item) => {
            const details = Object.entries(item.details);
            return (
              <li
                key={item.id}
                className="grid gap-1 rounded-lg border border-border bg-background p-4 md:grid-cols-[12rem_minmax(0,14rem)_minmax(0,1fr)] md:gap-4"
              >
                <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                  {fullDate(item.createdAt)}
                </time>
                <p className="text-sm font-semibold break-words">{item.action}</p>
                <div className="min-w-0 text-sm">
                  <p className="break-words text-muted-foreground">
                    {item.action === "sign_in_failed" && item.actor ? (
                      // Not something the account did: someone tried to sign in to it.
                      <span lang={lang}>{t.auditFilter.failedSignInFor(item.actor)}</span>
                    ) : (
                      <>by {item.actor ?? "a removed account or the system"}</>
                    )}
                  </p>
                  {details.length > 0 ? (
                    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      {details.map(([key, value]) => (
                        <div key={key} className="flex gap-1">
                          <dt className="text-muted-foreground">{key}:</dt>
                          <dd className="break-words">{detailText(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
