import { pageMeta } from "~/lib/seo";
import { languageAlternates } from "~/ui/language-switch";
import { NaturlivPage } from "../components/naturliv-page";
import { naturlivNo } from "../content/no";
import { naturlivVersions } from "../site";
import type { Route } from "./+types/naturliv-no";

export const handle = { lang: "nb" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Naturliv | Miljøvennlige minihus i moduler av naturlige materialer",
    description:
      "Modulbaserte minihus fra 30 til 55 m², bygget i Norge av tre, trefiber og naturlige overflater, og montert på tomten din på én dag. Lev grønt. Føl deg hjemme.",
    path: "/no/naturliv",
    locale: "nb_NO",
    siteName: "Naturliv",
  });

export const links: Route.LinksFunction = () => languageAlternates(naturlivVersions);

export default function NaturlivNorsk() {
  return <NaturlivPage content={naturlivNo} />;
}
