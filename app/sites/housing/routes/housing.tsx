import { pageMeta } from "#app/lib/seo.tsx";
import { languageAlternates } from "#app/ui/language-switch.tsx";
import { HousingPage } from "../components/housing-page";
import { housingEn } from "../content/en";
import { housingVersions } from "../site";
import { loadHousingCompany } from "../company.server";
import type { Route } from "./+types/housing";
import { revalidatedHeaders } from "../../live-content.server";

// Rendered once per version of the stored content and served from memory (server/pages/content-pages.ts).
export const handle = { lang: "en", cache: "per-content-version" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Furu Bolig | Sustainable timber homes and housing projects in Norway",
    description:
      "Energy-efficient timber houses built to passive-house level for the Norwegian climate, from site visit and building permit to handover, at a fixed price.",
    path: "/housing",
    siteName: "Furu Bolig",
  }),
  ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

export const links: Route.LinksFunction = () => languageAlternates(housingVersions);

export async function loader({ context }: Route.LoaderArgs) {
  return loadHousingCompany(context.db, housingEn);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function Housing({ loaderData }: Route.ComponentProps) {
  return <HousingPage content={housingEn} company={loaderData.company} />;
}
