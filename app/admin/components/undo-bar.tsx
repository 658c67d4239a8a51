import { useEffect, useLayoutEffect, useRef } from "react";
import { Button } from "#app/ui/button.tsx";
import type { UndoOffer } from "../use-bulk-actions";
import { useAdminMessages } from "../use-admin-messages";

/**
 * What a bulk action did, with "Undo", until the offer lapses. It takes the focus when it
 * appears (the buttons that were pressed went with the selection); `data-undo-bar` lets the
 * page move the focus on before it goes.
 */
export function UndoBar({
  offer,
  busy,
  onUndo,
  onLapse,
}: {
  offer: UndoOffer;
  busy: boolean;
  onUndo: () => void;
  onLapse: () => void;
}) {
  const { lang, t } = useAdminMessages();
  const button = useRef<HTMLButtonElement>(null);
  const lapse = useRef(onLapse);
  useLayoutEffect(() => {
    lapse.current = onLapse;
  });

  useEffect(() => {
    button.current?.focus();
    const timer = setTimeout(() => lapse.current(), offer.seconds * 1000);
    return () => clearTimeout(timer);
  }, [offer.id, offer.seconds]);

  return (
    <div
      data-undo-bar=""
      lang={lang}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg border border-border bg-foreground px-4 py-3 text-sm text-background shadow-lg"
    >
      <p>{offer.message}</p>
      <Button ref={button} type="button" size="sm" variant="secondary" disabled={busy} onClick={onUndo}>
        {busy ? t.bulk.undoing : t.bulk.undo}
      </Button>
    </div>
  );
}
