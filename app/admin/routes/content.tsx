import { PencilLineIcon } from "lucide-react";
import { SITE_KEYS } from "#app/sites/registry.ts";
import { adminHandle, personMeta } from "../components/admin-meta";
import { ContentSiteCard } from "../components/content-site-card";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { hasContentSchema } from "../content-schemas";
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/content";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.content);

/** The sites whose pages the user may edit (operators: every site), each opening its editor. */
export default function Content() {
  const me = useMe();
  const { t } = useAdminMessages();
  const words = t.content.page;
  const sites = me.user.role === "operator" ? SITE_KEYS : SITE_KEYS.filter((site) => me.user.sites.includes(site));
  return (
    <>
      <PageHeader title={t.shell.pages.content} description={words.description} />
      {sites.length === 0 ? (
        <EmptyState icon={<PencilLineIcon />} title={words.noSitesTitle}>
          {words.noSitesBody}
        </EmptyState>
      ) : (
        <ul aria-label={words.sites} className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {sites.map((site) => (
            <ContentSiteCard key={site} site={site} editable={hasContentSchema(site)} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
