import { pageMeta } from "~/lib/seo";
import { languageAlternates } from "~/ui/language-switch";
import { HousingPage } from "../components/housing-page";
import { housingEn } from "../content/en";
import { housingVersions } from "../site";
import type { Route } from "./+types/housing";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Furu Bolig | Sustainable timber homes and housing projects in Norway",
    description:
      "Energy-efficient timber houses built to passive-house level for the Norwegian climate, from site visit and building permit to handover, at a fixed price.",
    path: "/housing",
    siteName: "Furu Bolig",
  });

export const links: Route.LinksFunction = () => languageAlternates(housingVersions);

export default function Housing() {
  return <HousingPage content={housingEn} />;
}
