import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/housing";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Sustainable housing in Norway",
    description: "Sustainable housing projects in Norway, from first sketch to handover.",
    path: "/housing",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Sustainable housing in Norway</h1>
      <p className="mt-4 text-lg text-neutral-700">How can we help?</p>
    </main>
  );
}
