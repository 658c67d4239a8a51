import { useRevalidator } from "react-router";
import { toast } from "#app/ui/toast.tsx";
import { ApiRequestError, adminApi, loadOrSignIn } from "../api";
import type { SiteDomainItem, SiteDomains } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { DomainSetupSteps } from "../components/domain-setup-steps";
import { DomainSiteCard } from "../components/domain-site-card";
import { OperatorsOnly } from "../components/operators-only";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages, useShellMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/domains";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.domains);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await loadOrSignIn(request, () => adminApi.get<SiteDomains>("/api/admin/domains"));
  } catch (error) {
    // An owner: the page says it is for operators.
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

export function HydrateFallback() {
  return <PageSkeleton label={useShellMessages().t.content.domains.loading} rows={5} />;
}

function savedMessage(saved: SiteDomainItem, words: AdminMessages["content"]["domains"]): string {
  const [primary] = saved.hosts;
  return primary ? words.saved(saved.name, primary) : words.savedNone(saved.name);
}

/** Each business on its own domain: the hosts every site has, for operators to set. */
export default function Domains({ loaderData }: Route.ComponentProps) {
  const me = useMe();
  const revalidator = useRevalidator();
  const { t } = useAdminMessages();
  const words = t.content.domains;
  if (!loaderData || me.user.role !== "operator") return <OperatorsOnly />;
  const { sharedOrigin, sites } = loaderData;
  return (
    <>
      <PageHeader
        title={t.shell.pages.domains}
        description={
          <>
            {words.description} <span className="font-mono break-words">{sharedOrigin}</span>
            {words.descriptionEnd}
          </>
        }
      />
      <div className="grid max-w-5xl gap-6">
        <DomainSetupSteps sharedOrigin={sharedOrigin} />
        <section aria-labelledby="domain-sites-title" className="grid gap-3">
          <h2 id="domain-sites-title" className="text-base font-semibold">
            {words.sites}
          </h2>
          <div className="grid items-start gap-3 lg:grid-cols-2">
            {sites.map((item) => (
              <DomainSiteCard
                key={item.site}
                item={item}
                sharedOrigin={sharedOrigin}
                onSaved={(saved) => {
                  void toast.success(savedMessage(saved, words));
                  void revalidator.revalidate();
                }}
              />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
