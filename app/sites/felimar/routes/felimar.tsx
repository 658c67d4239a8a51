import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/felimar";

export const handle = { lang: "nl" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Felimar: concierge en woningzorg aan de Costa del Sol",
    description: "Alles geregeld voor uw verblijf aan de Costa del Sol: woningzorg, renovaties, airco en meer, via één aanspreekpunt.",
    path: "/felimar",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Alles geregeld voor uw Costa del Sol-verblijf</h1>
      <p className="mt-4 text-lg text-neutral-700">Eén aanspreekpunt, geselecteerde partners, reactie op dezelfde werkdag.</p>
    </main>
  );
}
