import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
import { toast } from "#app/ui/toast.tsx";
import { buttonClass } from "../components/ui";
import "../notebook.css";
import type { Route } from "./+types/note-missing";

export const handle = { lang: "en" };

const INVALID = "Invalid note URL";

/**
 * `/writtenbyhuman/note` with no slug (`/writtenbyhuman/note/` arrives here through the
 * server's trailing-slash redirect, server/http/canonical-path.ts). The spec: 'Invalid
 * note URL', then back to /writtenbyhuman, as the note page does for a malformed slug.
 * A 404 for the server-rendered answer: no page lives here.
 */
export function loader() {
  return data({ status: "invalid" as const }, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${INVALID} | Human Notebook`,
    description: "This address names no note.",
    path: "/writtenbyhuman/note",
    noindex: true,
    siteName: "Human Notebook",
  });

export default function NoteMissing() {
  const navigate = useNavigate();
  useEffect(() => {
    void toast.error(INVALID);
    void navigate("/writtenbyhuman", { replace: true });
  }, [navigate]);
  return (
    <div className="notebook">
      <main className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-2xl font-semibold">{INVALID}</h1>
        <Link to="/writtenbyhuman" className={buttonClass("outline")}>
          Back to Human Notebook
        </Link>
      </main>
    </div>
  );
}
