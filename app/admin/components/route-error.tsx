import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "#app/ui/button.tsx";

/**
 * A page of the back office that failed to load: the navigation stays, the page says
 * what went wrong in plain words and offers to try again.
 */
export function RouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? "It may have been erased, or it belongs to a site you do not manage."
    : isRouteErrorResponse(error)
      ? error.statusText || `Error ${error.status}`
      : error instanceof Error
        ? error.message
        : "Please try again.";
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-border bg-background p-6">
      <h1 className="text-xl font-semibold">{notFound ? "Not found" : "This page could not load"}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {notFound ? null : <Button onClick={() => window.location.reload()}>Try again</Button>}
        <Button asChild variant="outline">
          <Link to="/admin">Back to the inbox</Link>
        </Button>
      </div>
    </div>
  );
}
