import { pageMeta } from "~/lib/seo";
import { languageAlternates } from "~/ui/language-switch";
import { NaturlivPage } from "../components/naturliv-page";
import { naturlivEn } from "../content/en";
import { naturlivVersions } from "../site";
import type { Route } from "./+types/naturliv";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Naturliv | Eco-friendly modular tiny homes of natural materials",
    description:
      "Modular tiny homes from 30 to 55 m², built in Norway from timber, wood fibre and natural finishes, and installed on your plot in one day. Live Green. Feel Home.",
    path: "/naturliv",
    siteName: "Naturliv",
  });

export const links: Route.LinksFunction = () => languageAlternates(naturlivVersions);

export default function Naturliv() {
  return <NaturlivPage content={naturlivEn} />;
}
