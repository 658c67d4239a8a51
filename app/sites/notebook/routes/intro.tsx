import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/intro";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Human Notebook: prove you typed it",
    description: "Write a note, get a score of how human your typing looks, and share it with a signed proof anyone can verify.",
    path: "/writtenbyhuman",
  });

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-semibold tracking-tight">Human Notebook</h1>
      <p className="mt-4 text-lg text-neutral-700">Notes scored on how human the typing looks, signed, and verifiable by anyone.</p>
    </main>
  );
}
