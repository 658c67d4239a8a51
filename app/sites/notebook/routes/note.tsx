import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/note";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Note | Human Notebook",
    description: "A note written by a human, with a signed proof.",
    path: `/writtenbyhuman/note/${params.slug}`,
    noindex: true,
  });

export default function Note({ params }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="font-mono text-2xl">{params.slug}</h1>
    </main>
  );
}
