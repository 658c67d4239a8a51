import type * as React from "react";
import { Card } from "#app/ui/card.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { siteName } from "../format";

/** One site's group on a settings page: a card named after the site, its rows divided by rules. */
export function SiteCard({ site, idPrefix, children }: { site: SiteKey; idPrefix: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={`${idPrefix}-${site}`}>
      <h3 id={`${idPrefix}-${site}`} className="mb-3 text-sm font-semibold">
        {siteName(site)}
      </h3>
      <div className="grid divide-y divide-border">{children}</div>
    </Card>
  );
}
