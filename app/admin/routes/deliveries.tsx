import { MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { adminApi, ApiRequestError, loadOrSignIn } from "../api";
import type { DeliveryItem, FailedDeliveryItem } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { EmptyState } from "../components/empty-state";
import { FailedDeliveryRow } from "../components/failed-delivery-row";
import { OperatorsOnly } from "../components/operators-only";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { useAdminMessages } from "../use-admin-messages";
import type { Route } from "./+types/deliveries";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.deliveries);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await loadOrSignIn(request, () => adminApi.get<FailedDeliveryItem[]>("/api/admin/deliveries/failed"));
  } catch (error) {
    // An owner: the page says it is for operators.
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

export function HydrateFallback() {
  const { t } = useAdminMessages();
  return <PageSkeleton label={t.operations.deliveries.loading} rows={4} />;
}

/** Notifications the outbox gave up on (after 48 hours of retries, or refused for good), for operators to retry. */
export default function Deliveries({ loaderData: items }: Route.ComponentProps) {
  // Retried rows, as the server answered: they stay on the page, now Waiting, until it is loaded again.
  const [retried, setRetried] = useState<Record<string, DeliveryItem>>({});
  const { t, lang } = useAdminMessages();
  if (!items) return <OperatorsOnly />;
  const words = t.operations.deliveries;
  const failed = items.filter((item) => item.status === "failed").length;
  return (
    <>
      <PageHeader title={t.shell.pages.deliveries} description={words.description} />
      {items.length > 0 ? (
        <p className="mb-4 text-sm font-medium" lang={lang} data-testid="deliveries-summary">
          {t.deliveries.summary(failed, items.length - failed)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon={<MailCheckIcon />} title={words.emptyTitle}>
          {words.emptyBody}
        </EmptyState>
      ) : (
        <ul className="grid max-w-4xl gap-3" aria-label={t.shell.pages.deliveries}>
          {items.map((item) => (
            <FailedDeliveryRow
              key={item.id}
              item={{ ...item, ...retried[item.id] }}
              onRetried={(updated) => setRetried((current) => ({ ...current, [updated.id]: updated }))}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
