import { useEffect, useLayoutEffect, useRef } from "react";

/** Inputs one types into; a checkbox or a button takes no text, so the keys still work on one. */
const UNTYPED_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "file", "color", "range"]);

/** Whether a key pressed on `target` is someone typing (or choosing in a list), not a shortcut. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The back office's single-key shortcuts (j, k, ?, Escape…) on the whole page: `onKey` gets
 * the key and answers whether it used it (then the browser's own action is prevented). Keys
 * with Ctrl, Alt or ⌘, keys typed in a field, and keys while a dialog is open (it has its
 * own) never reach it.
 */
export function useShortcutKeys(onKey: (key: string, event: KeyboardEvent) => boolean) {
  const latest = useRef(onKey);
  useLayoutEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    function listen(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isTypingIn(event.target)) return;
      if (document.querySelector("[role='dialog'], [role='alertdialog']")) return;
      if (latest.current(event.key, event)) event.preventDefault();
    }
    document.addEventListener("keydown", listen);
    return () => document.removeEventListener("keydown", listen);
  }, []);
}
