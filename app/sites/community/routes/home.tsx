import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Mycelium Club: Connecting minds. Transforming lives.",
    description: "A community and DAO platform where seekers, professionals, institutions and wellness centres grow together.",
    path: "/",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Connecting minds. Transforming lives.</h1>
      <p className="mt-4 text-lg text-neutral-700">Grow Together. Remember Forever.</p>
    </main>
  );
}
