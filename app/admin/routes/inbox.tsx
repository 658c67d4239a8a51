import { InboxIcon, SearchXIcon, ShieldAlertIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { SITE_KEYS } from "#app/sites/registry.ts";
import { adminApi, loadOrSignIn } from "../api";
import type { InboxPage } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { EmptyState } from "../components/empty-state";
import { InboxExport } from "../components/inbox-export";
import { InboxFilterForm } from "../components/inbox-filters";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { SpamWeekNote } from "../components/spam-week-note";
import { SubmissionList } from "../components/submission-list";
import { apiQuery, hasFilters, readFilters } from "../inbox-query";
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/inbox";

export const handle = adminHandle;

function folderOf(url: URL): "inbox" | "spam" {
  return url.pathname === "/admin/spam" || url.searchParams.get("folder") === "spam" ? "spam" : "inbox";
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  personMeta(matches, (t) =>
    location.pathname === "/admin/spam" || location.search.includes("folder=spam")
      ? t.shell.pages.spam
      : t.shell.pages.inbox,
  );

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const folder = folderOf(url);
  // The server scopes every query to the user's sites; here only well-formed values pass.
  const filters = readFilters(url.searchParams, SITE_KEYS);
  const query = apiQuery(folder, filters);
  const page = await loadOrSignIn(request, () =>
    adminApi.get<InboxPage>(`/api/admin/submissions${query ? `?${query}` : ""}`),
  );
  return { folder, filters, page };
}

export function HydrateFallback() {
  const { t } = useAdminMessages();
  return <PageSkeleton label={t.inbox.loading} rows={6} />;
}

function Empty({ folder, filtered, clearTo }: { folder: "inbox" | "spam"; filtered: boolean; clearTo: string }) {
  const words = useAdminMessages().t.inbox.empty;
  if (filtered) {
    return (
      <EmptyState icon={<SearchXIcon />} title={words.filteredTitle}>
        {words.filteredBody}{" "}
        <Link to={clearTo} className="font-medium text-primary underline underline-offset-4">
          {words.clearFilters}
        </Link>
        .
      </EmptyState>
    );
  }
  if (folder === "spam") {
    return (
      <EmptyState icon={<ShieldAlertIcon />} title={words.spamTitle}>
        {words.spamBody}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<InboxIcon />} title={words.inboxTitle}>
      {words.inboxBody}
    </EmptyState>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { folder, filters, page } = loaderData;
  const me = useMe();
  const { t } = useAdminMessages();
  const location = useLocation();
  const action = folder === "spam" ? "/admin/spam" : "/admin";
  return (
    <>
      <PageHeader
        title={t.shell.pages[folder]}
        description={t.shell.intro[folder]}
        actions={<InboxExport query={apiQuery(folder, filters)} />}
      />
      <SpamWeekNote folder={folder} />
      <InboxFilterForm
        key={location.search}
        action={action}
        filters={filters}
        sites={me.user.sites}
        showStatus={folder === "inbox"}
      />
      {page.items.length === 0 ? (
        <Empty folder={folder} filtered={hasFilters(filters)} clearTo={action} />
      ) : (
        <SubmissionList key={location.pathname + location.search} folder={folder} filters={filters} first={page} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
