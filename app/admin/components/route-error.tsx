import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { useShellMessages } from "../use-admin-messages";

/**
 * A page of the back office that failed to load: the navigation stays, the page says
 * what went wrong in plain words and offers to try again.
 */
export function RouteError({ error }: { error: unknown }) {
  const { lang, t: words } = useShellMessages();
  const t = words.account.routeError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? t.notFoundBody
    : isRouteErrorResponse(error)
      ? error.statusText || words.account.shell.errorStatus(error.status)
      : error instanceof Error
        ? error.message
        : t.body;
  return (
    <div lang={lang} className="mx-auto max-w-xl rounded-lg border border-border bg-background p-6">
      <h1 className="text-xl font-semibold">{notFound ? t.notFoundTitle : t.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {notFound ? null : <Button onClick={() => window.location.reload()}>{words.account.shell.tryAgain}</Button>}
        <Button asChild variant="outline">
          <Link to="/admin">{words.shell.notFound.backToInbox}</Link>
        </Button>
      </div>
    </div>
  );
}
