import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { isSiteKey, siteInfo } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, loadOrSignIn } from "../api";
import type { SiteContentState } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { ContentEditor, SECTION_PARAM } from "../components/content-editor";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { CONTENT_SCHEMAS } from "../content-schemas";
import { useShellMessages } from "../use-admin-messages";
import type { Route } from "./+types/content-site";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ params, matches }) =>
  personMeta(matches, (t) =>
    isSiteKey(params.site) ? t.content.editor.title(siteInfo(params.site).name) : t.shell.pages.content,
  );

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const site = params.site;
  const loadSchema = isSiteKey(site) ? CONTENT_SCHEMAS[site] : undefined;
  if (!isSiteKey(site) || !loadSchema) throw data(null, { status: 404 });
  // The document and the schema that draws its form, side by side.
  const [state, schema] = await Promise.all([
    loadOrSignIn(request, () => adminApi.get<SiteContentState>(`/api/admin/content/${site}`)),
    loadSchema(),
  ]).catch((error: unknown) => {
    // Another owner's site is a 404 from the server: the page says so in its words.
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return { site, state, schema };
}

/**
 * Switching tabs changes only the query's `section` (content-editor.tsx): the document is not
 * fetched again for that, and the editor keeps what was typed.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutSection = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(SECTION_PARAM);
    return params.toString();
  };
  return withoutSection(currentUrl) === withoutSection(nextUrl) ? false : defaultShouldRevalidate;
}

export function HydrateFallback() {
  return <PageSkeleton label={useShellMessages().t.content.editor.loading} rows={4} />;
}

export default function ContentSite({ loaderData }: Route.ComponentProps) {
  const { site, state, schema } = loaderData;
  // A new editor for another site: nothing typed for one site carries over to the next.
  return <ContentEditor key={site} site={site} schema={schema} initial={state} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
