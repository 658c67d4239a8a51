import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/naturliv";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Naturliv: eco-friendly modular tiny homes",
    description: "Modular tiny homes made of natural materials. Live Green. Feel Home.",
    path: "/naturliv",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Live Green. Feel Home.</h1>
      <p className="mt-4 text-lg text-neutral-700">Eco-friendly modular tiny homes made of natural materials.</p>
    </main>
  );
}
