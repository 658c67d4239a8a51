/**
 * A page's heading and what it is for, shown while its data loads, where and as PageHeader
 * shows them, so the page then fills in below it without a shift. The title is not a heading
 * yet: the page's own `h1` arrives with its data (and tests wait on it).
 */
export function LoadingPageHeader({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-6 min-w-0">
      <p className="text-2xl font-semibold tracking-tight text-foreground">{title}</p>
      {description ? <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}
