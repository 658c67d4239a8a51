import { PencilLineIcon } from "lucide-react";
import { SITE_KEYS } from "#app/sites/registry.ts";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { ContentSiteCard } from "../components/content-site-card";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { hasContentSchema } from "../content-schemas";
import { useMe } from "../use-me";
import type { Route } from "./+types/content";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Content");

/** The sites whose pages the user may edit (operators: every site), each opening its editor. */
export default function Content() {
  const me = useMe();
  const sites = me.user.role === "operator" ? SITE_KEYS : SITE_KEYS.filter((site) => me.user.sites.includes(site));
  return (
    <>
      <PageHeader
        title="Content"
        description="What visitors read on your sites: contact details, packages, photos, testimonials and events. A save is live at once, and every save can be undone."
      />
      {sites.length === 0 ? (
        <EmptyState icon={<PencilLineIcon />} title="No sites to edit">
          Your account has no sites yet. Ask an operator to add you to one.
        </EmptyState>
      ) : (
        <ul aria-label="Sites" className="grid max-w-4xl gap-3 sm:grid-cols-2">
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
