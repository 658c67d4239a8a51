import { pageMeta } from "#app/lib/seo.tsx";
import { languageAlternates } from "#app/ui/language-switch.tsx";
import { NaturlivPage } from "../components/naturliv-page";
import { naturlivNo } from "../content/no";
import { naturlivVersions } from "../site";
import { loadNaturlivDetails } from "../page-data.server";
import type { Route } from "./+types/naturliv-no";
import { revalidatedHeaders } from "../../live-content.server";

// Rendered once per version of the stored content and served from memory (server/pages/content-pages.ts).
export const handle = { lang: "nb", cache: "per-content-version" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Naturliv | Miljøvennlige minihus i moduler av naturlige materialer",
    description:
      "Modulbaserte minihus fra 30 til 55 m², bygget i Norge av tre, trefiber og naturlige overflater, og montert på tomten din på én dag. Lev grønt. Føl deg hjemme.",
    path: "/no/naturliv",
    locale: "nb_NO",
    siteName: "Naturliv",
  }),
  ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

export const links: Route.LinksFunction = () => languageAlternates(naturlivVersions);

export async function loader({ context }: Route.LoaderArgs) {
  return loadNaturlivDetails(context.db, naturlivNo);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function NaturlivNorsk({ loaderData }: Route.ComponentProps) {
  return <NaturlivPage content={naturlivNo} social={loaderData.social} />;
}
