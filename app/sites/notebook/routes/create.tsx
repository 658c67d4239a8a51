import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/create";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Write a note | Human Notebook",
    description: "Type a note and get a signed proof of human writing.",
    path: "/writtenbyhuman/create",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Hey, human, impress me with your writing...</h1>
      <p className="mt-4 text-lg text-neutral-700">The writing screen.</p>
    </main>
  );
}
