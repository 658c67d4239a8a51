import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/neron";

export const handle = { lang: "es" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Neron Antigüedades: antigüedades, numismática y arte",
    description: "Tienda de antigüedades, monedas y arte desde 2003: 500 m² de exposición permanente.",
    path: "/neronantiguedades",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Preservando Historia desde 2003</h1>
      <p className="mt-4 text-lg text-neutral-700">Antigüedades, numismática y arte.</p>
    </main>
  );
}
