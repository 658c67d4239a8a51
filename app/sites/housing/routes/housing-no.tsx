import { pageMeta } from "#app/lib/seo.tsx";
import { languageAlternates } from "#app/ui/language-switch.tsx";
import { HousingPage } from "../components/housing-page";
import { housingNo } from "../content/no";
import { housingVersions } from "../site";
import { loadHousingCompany } from "../company.server";
import type { Route } from "./+types/housing-no";
import { revalidatedHeaders } from "../../live-content.server";

// Rendered once per version of the stored content and served from memory (server/pages/content-pages.ts).
export const handle = { lang: "nb", cache: "per-content-version" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Furu Bolig | Bærekraftige trehus og boligprosjekter i Norge",
    description:
      "Energieffektive trehus på passivhusnivå, bygget for norsk klima, fra befaring og byggesøknad til overlevering, til fast pris.",
    path: "/no/housing",
    locale: "nb_NO",
    siteName: "Furu Bolig",
  }),
  ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

export const links: Route.LinksFunction = () => languageAlternates(housingVersions);

export async function loader({ context }: Route.LoaderArgs) {
  return loadHousingCompany(context.db, housingNo);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function HousingNorsk({ loaderData }: Route.ComponentProps) {
  return <HousingPage content={housingNo} company={loaderData.company} />;
}
