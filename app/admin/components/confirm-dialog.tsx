import { useRef, useState } from "react";
import type * as React from "react";
import { Button } from "#app/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { adminMessages, isAdminLanguage } from "../messages/index";
import { useShellMessages } from "../use-admin-messages";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** The button that does it: says exactly what will happen ("Remove passkey"). */
  confirmLabel: string;
  /** Runs the action; the dialog stays open (and the button busy) until it settles. */
  onConfirm: () => Promise<void>;
  destructive?: boolean;
  /**
   * Where focus goes once the action succeeded and the dialog closed, when it removed the
   * button that opened it (focus would otherwise fall to the page). Cancel returns it to that button.
   */
  focusAfterDone?: React.RefObject<HTMLElement | null>;
  /** The button that changes nothing; "Cancel", in `lang`, unless the question calls for other words. */
  cancelLabel?: string;
  /** The language of the words given here, when it is not the page's. */
  lang?: string;
  children?: React.ReactNode;
}

/** Asks before anything that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = true,
  focusAfterDone,
  cancelLabel,
  lang,
  children,
}: ConfirmDialogProps) {
  const page = useShellMessages();
  const words = (isAdminLanguage(lang) ? adminMessages(lang) : page.t).account.shell;
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      done.current = true;
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        portalClassName="admin-theme"
        className="max-w-lg"
        lang={lang ?? page.lang}
        onOpenAutoFocus={() => {
          done.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (!done.current || !focusAfterDone?.current) return;
          event.preventDefault();
          focusAfterDone.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy} autoFocus>
            {cancelLabel ?? words.cancel}
          </Button>
          <Button variant={destructive ? "destructive" : "default"} onClick={confirm} disabled={busy}>
            {busy ? words.working : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
