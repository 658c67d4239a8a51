import "@fontsource-variable/inter";
import "./app.css";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce";
import { PublicUrlsData } from "./lib/seo";
import { usePageLanguage } from "./lib/page-language";
import { Toaster } from "./ui/toast";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = usePageLanguage();
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <PublicUrlsData />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const lang = usePageLanguage();
  // Marks the page as interactive; browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toaster lang={lang} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Unexpected Application Error!</h1>
      <p className="font-mono text-base text-neutral-700">{detail}</p>
      <a href="/" className="text-base font-medium text-blue-800 underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
