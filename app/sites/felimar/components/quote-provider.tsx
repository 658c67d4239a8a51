import { createContext, use, useCallback, useMemo, useRef, useState, type ComponentType } from "react";
import { toast } from "#app/ui/toast.tsx";
import type { RequestCategory } from "#app/forms/felimar-request/categories.ts";
import { messages } from "../copy";
import type { QuoteDialogProps } from "./quote-dialog";

/*
 * Opens the quote dialog from anywhere on the page. The dialog's module (Radix
 * Dialog and Select, react-hook-form, the schema) is loaded on the first open, or
 * earlier when a pointer or the keyboard reaches a button that opens it, so none
 * of it is in the page's first-load JavaScript.
 */

export interface QuoteOpenOptions {
  /** Presets the category (a service tile or package). Without it the previous choice stays. */
  category?: RequestCategory;
  /** The package the visitor chose: shown in the dialog and sent as `pakket`. */
  pakket?: string;
}

interface QuoteContextValue {
  /** Opens the dialog; focus goes back to `opener` (or the focused element) when it closes. */
  open: (options?: QuoteOpenOptions, opener?: HTMLElement) => void;
  preload: () => void;
}

const QuoteContext = createContext<QuoteContextValue | null>(null);

type DialogModule = { default: ComponentType<QuoteDialogProps> };
let dialogModule: Promise<DialogModule> | undefined;

function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import("./quote-dialog").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

export function QuoteProvider({ children }: { children: React.ReactNode }) {
  const [Dialog, setDialog] = useState<ComponentType<QuoteDialogProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [request, setRequest] = useState<QuoteOpenOptions & { nonce: number }>({ nonce: 0 });
  const opener = useRef<HTMLElement | null>(null);

  const preload = useCallback(() => {
    loadDialog().catch(() => {});
  }, []);

  const open = useCallback(
    (options: QuoteOpenOptions = {}, openerElement?: HTMLElement) => {
      opener.current = openerElement ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setRequest((previous) => ({ ...options, nonce: previous.nonce + 1 }));
      if (Dialog) {
        setIsOpen(true);
        return;
      }
      setLoading(true);
      loadDialog().then(
        (module) => {
          setDialog(() => module.default);
          setLoading(false);
          setIsOpen(true);
        },
        () => {
          setLoading(false);
          void toast.error(messages.failure);
        },
      );
    },
    [Dialog],
  );

  const value = useMemo(() => ({ open, preload }), [open, preload]);

  return (
    <QuoteContext value={value}>
      {children}
      {loading ? (
        <div className="fixed inset-0 z-50 grid place-items-center bg-black/30" role="status" aria-live="polite">
          <span className="flex items-center gap-3 rounded-full bg-background px-5 py-3 text-sm font-medium shadow-lg">
            <span
              aria-hidden="true"
              className="fm-spinner size-4 rounded-full border-2 border-primary border-t-transparent"
            />
            Formulier laden…
          </span>
        </div>
      ) : null}
      {Dialog ? (
        <Dialog
          open={isOpen}
          onOpenChange={setIsOpen}
          initialCategory={request.category}
          pakket={request.pakket}
          requestId={request.nonce}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </QuoteContext>
  );
}

export function useQuote(): QuoteContextValue {
  const value = use(QuoteContext);
  if (!value) throw new Error("useQuote must be used inside <QuoteProvider>");
  return value;
}

interface QuoteButtonProps extends Omit<React.ComponentProps<"button">, "onClick"> {
  category?: RequestCategory;
  pakket?: string;
}

/** A button that opens the quote dialog (preset with a category or package when given). */
export function QuoteButton({ category, pakket, onPointerEnter, onFocus, ...props }: QuoteButtonProps) {
  const quote = useQuote();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      onPointerEnter={(event) => {
        quote.preload();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        quote.preload();
        onFocus?.(event);
      }}
      onClick={(event) => quote.open({ category, pakket }, event.currentTarget)}
    />
  );
}
