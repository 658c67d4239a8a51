import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
import type { Route } from "./+types/not-found";

// Unknown paths answer with HTTP 404, not a 200 page that says "not found".
export function loader() {
  return data(null, { status: 404 });
}

// The same HTML for every unknown path: rendered once and served from memory
// (server/pages/content-pages.ts), so a scan of random URLs costs no render each.
export const handle = { cache: "per-content-version" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    noindex: true,
  });

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-100 px-6">
      <div className="text-center">
        <p className="text-7xl font-bold tracking-tight text-neutral-900">404</p>
        <h1 className="mt-4 text-xl text-neutral-700">Oops! Page not found</h1>
        <Link
          to="/"
          className="mt-6 inline-block rounded-md bg-neutral-900 px-5 py-3 text-base font-medium text-white hover:bg-neutral-700"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}
