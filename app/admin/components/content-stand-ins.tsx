import { InfoIcon } from "lucide-react";
import type { StandIns } from "../content-sites";
import { useAdminMessages } from "../use-admin-messages";

/**
 * The examples the public page shows while a list has no visible item (Felimar's six drawn
 * projects), so the owner sees what visitors see, and that their first item replaces them
 * all at once rather than being added beside them.
 */
export function ContentStandIns({ standIns, allHidden }: { standIns: StandIns; allHidden: boolean }) {
  const { t, lang } = useAdminMessages();
  return (
    <section
      aria-labelledby="content-stand-ins-title"
      lang={lang}
      className="grid gap-3 rounded-lg border border-dashed border-border bg-background p-4"
      data-testid="content-stand-ins"
    >
      <div className="flex items-start gap-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h3 id="content-stand-ins-title" className="text-sm font-semibold">
            {t.editor.standInsTitle(standIns.items.length)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {allHidden ? t.editor.standInsAllHidden : t.editor.standInsEmpty}
          </p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" lang={standIns.lang}>
        {standIns.items.map((item) => (
          <li key={item.key} className="grid content-start gap-1.5">
            <img
              src={item.src}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-md bg-muted object-cover opacity-80"
            />
            <p className="text-sm font-medium">{item.title}</p>
            <p className="text-xs text-muted-foreground">{item.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
