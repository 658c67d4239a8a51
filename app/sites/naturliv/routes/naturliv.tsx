import { pageMeta } from "#app/lib/seo.tsx";
import { languageAlternates } from "#app/ui/language-switch.tsx";
import { NaturlivPage } from "../components/naturliv-page";
import { naturlivEn } from "../content/en";
import { naturlivVersions } from "../site";
import { loadNaturlivDetails } from "../page-data.server";
import type { Route } from "./+types/naturliv";
import { revalidatedHeaders } from "../../live-content.server";

// Rendered once per version of the stored content and served from memory (server/pages/content-pages.ts).
export const handle = { lang: "en", cache: "per-content-version" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Naturliv | Eco-friendly modular tiny homes of natural materials",
    description:
      "Modular tiny homes from 30 to 55 m², built in Norway from timber, wood fibre and natural finishes, and installed on your plot in one day. Live Green. Feel Home.",
    path: "/naturliv",
    siteName: "Naturliv",
  }),
  ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

export const links: Route.LinksFunction = () => languageAlternates(naturlivVersions);

export async function loader({ context }: Route.LoaderArgs) {
  return loadNaturlivDetails(context.db, naturlivEn);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function Naturliv({ loaderData }: Route.ComponentProps) {
  return <NaturlivPage content={naturlivEn} social={loaderData.social} />;
}
