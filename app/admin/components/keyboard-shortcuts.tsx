import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { useAdminMessages } from "../use-admin-messages";

/** The inbox's and a submission's keys, listed by `?` (and the "Keyboard shortcuts" button). */
export function KeyboardShortcuts({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { lang, t } = useAdminMessages();
  const words = t.bulk.keys;
  const keys: [string[], string][] = [
    [["j", "↓"], words.next],
    [["k", "↑"], words.previous],
    [[words.enterKey], words.openRow],
    [["x"], words.select],
    [[words.escapeKey], words.back],
    [["?"], words.help],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent portalClassName="admin-theme" closeLabel={words.close} lang={lang}>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {keys.map(([names, meaning]) => (
            <div key={meaning} className="contents">
              <dt className="flex items-start gap-1">
                {names.map((name) => (
                  <kbd
                    key={name}
                    className="min-w-7 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                  >
                    {name}
                  </kbd>
                ))}
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
