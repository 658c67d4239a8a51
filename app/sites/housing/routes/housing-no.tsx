import { pageMeta } from "~/lib/seo";
import { languageAlternates } from "~/ui/language-switch";
import { HousingPage } from "../components/housing-page";
import { housingNo } from "../content/no";
import { housingVersions } from "../site";
import type { Route } from "./+types/housing-no";

export const handle = { lang: "nb" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Furu Bolig | Bærekraftige trehus og boligprosjekter i Norge",
    description:
      "Energieffektive trehus på passivhusnivå, bygget for norsk klima, fra befaring og byggesøknad til overlevering, til fast pris.",
    path: "/no/housing",
    locale: "nb_NO",
    siteName: "Furu Bolig",
  });

export const links: Route.LinksFunction = () => languageAlternates(housingVersions);

export default function HousingNorsk() {
  return <HousingPage content={housingNo} />;
}
