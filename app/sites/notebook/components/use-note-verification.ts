import { useCallback, useEffect, useState } from "react";
import type { Note } from "../note-types";
import type { NoteVerification } from "../verification-types";
import type { Decrypted } from "./encrypted-panel";
import { failedVerification } from "../failed-verification";

/** Waits before asking again for a log entry still pending: 1 s, 2 s, 4 s… up to 16 s (the grace is a minute: LOG_GRACE_MS). */
export function logRetryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 16_000);
}

/**
 * Verifies the note in this browser as soon as the page runs (the check's code loads
 * then), and again once a private note is opened here. Null while checking: the page
 * says "Checking…" until then, never "Verified". While the note is still being added to
 * the public log ("pending") its entry is asked for again after 1, 2, 4… seconds, by
 * slug only (whether or not a private note was opened meanwhile: nothing of it is
 * sent). `recheck` runs every check anew (the proof panel's button).
 */
export function useNoteVerification(note: Note, decrypted: Decrypted | null) {
  // Each result remembers what it checked: a revalidated note (or another opening) is "Checking…" again.
  const [lockedResult, setLocked] = useState<{ of: Note; verification: NoteVerification } | null>(null);
  const [openedResult, setOpened] = useState<{ of: Decrypted; verification: NoteVerification } | null>(null);
  const locked = lockedResult?.of === note ? lockedResult.verification : null;

  const check = useCallback(
    async (open: Decrypted | null): Promise<NoteVerification> => {
      try {
        const { verifyNote, verifyUnlocked } = await import("../proof-verify");
        const verification = await verifyNote(note);
        return open ? verifyUnlocked(note, verification, open) : verification;
      } catch {
        return failedVerification("This browser could not run the checks (the page's code did not load).");
      }
    },
    [note],
  );

  useEffect(() => {
    let current = true;
    void check(null).then((verification) => current && setLocked({ of: note, verification }));
    return () => {
      current = false;
    };
  }, [check, note]);

  useEffect(() => {
    if (locked?.log.status !== "pending") return;
    let current = true;
    const timer = setTimeout(() => {
      void import("../proof-verify")
        .then(({ recheckLogEntry }) => recheckLogEntry(note, locked))
        .catch(() => failedVerification("This browser could not check the note's entry in the public log."))
        .then((verification) => current && setLocked({ of: note, verification }));
    }, logRetryDelayMs(locked.log.attempt));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [note, locked]);

  useEffect(() => {
    if (!locked || !decrypted) return;
    let current = true;
    void import("../proof-verify")
      .then(({ verifyUnlocked }) => verifyUnlocked(note, locked, decrypted))
      .catch(() => failedVerification("This browser could not check the decrypted text."))
      .then((verification) => current && setOpened({ of: decrypted, verification }));
    return () => {
      current = false;
    };
  }, [note, locked, decrypted]);

  const opened = decrypted && openedResult?.of === decrypted ? openedResult.verification : null;
  const verification = decrypted ? opened : locked;
  const recheck = useCallback(() => check(decrypted), [check, decrypted]);
  return { verification, recheck };
}
