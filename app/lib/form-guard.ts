import { useState } from "react";
import type { SolvedChallenge } from "./proof-of-work-solver";
import { createTypingRecorder } from "./typing-recorder";
import type { TypingEvent } from "./typing-report";

/** How long a submit waits for the proof of work before the form is sent without it. */
export const PROOF_WAIT_MS = 10_000;
/** A solution this close to its challenge's expiry is solved again: it would expire on the way. */
const EXPIRY_MARGIN_MS = 60_000;

/** What a submission carries beside its own fields (guardShape, app/lib/form-guard-schema.ts). */
export interface GuardFields {
  altcha?: string;
  typing?: TypingEvent[];
}

/** Proofs of work for one form or writing page: one solved ahead, each spent by one request, the next solved at once. */
export interface ProofOfWork {
  /** Starts solving, if nothing is solved or under way (the solver is loaded then, not with the page). */
  start(): void;
  /** The solution to send (the next request solves a new one), or undefined after PROOF_WAIT_MS without one. */
  take(): Promise<string | undefined>;
}

export function createProofOfWork(
  solve: () => Promise<SolvedChallenge | null> = async () =>
    (await import("./proof-of-work-solver")).solveProofOfWork(),
  now: () => number = Date.now,
): ProofOfWork {
  let solving: Promise<SolvedChallenge | null> | null = null;
  const start = () => (solving ??= solve().catch(() => null));
  return {
    start: () => void start(),
    async take() {
      let solved = await withinWait(start());
      // Solved long ago (a form left open): its challenge would expire on the way.
      if (solved && solved.expiresAt - now() < EXPIRY_MARGIN_MS) {
        solving = null;
        solved = await withinWait(start());
      }
      // Spent by this request: the next one is solved now, so a retry after a failed send
      // (or a second sign-up) does not wait for it.
      solving = null;
      start();
      return solved?.field;
    },
  };
}

/**
 * What every public form adds to itself, with nothing for the visitor to do or see: on the
 * form's first focus it starts solving a proof of work and records how its free-text fields
 * (textareas) are typed, timing only (app/lib/typing-recorder.ts). At submit, `take()` gives
 * the fields to send.
 */
export interface FormGuard {
  /** The form's onFocus: starts the proof of work, and records the focused field if it is free text. */
  onFocus(event: { target: EventTarget }): void;
  /** The fields to send, once the proof of work is solved (at most PROOF_WAIT_MS). */
  take(): Promise<GuardFields>;
  /** After a sent form, whose fields are emptied: the next one's typing is recorded afresh. */
  sent(): void;
}

export function createFormGuard(proof: ProofOfWork = createProofOfWork()): FormGuard {
  const recorder = createTypingRecorder();
  const recorded = new WeakSet<EventTarget>();
  return {
    onFocus({ target }) {
      proof.start();
      if (target instanceof HTMLTextAreaElement && !recorded.has(target)) {
        recorded.add(target);
        recorder.attach(target);
      }
    },
    async take() {
      const altcha = await proof.take();
      const typing = recorder.report();
      return { ...(altcha ? { altcha } : {}), ...(typing.length > 0 ? { typing } : {}) };
    },
    sent: () => recorder.reset(),
  };
}

/** One guard per mounted form. */
export function useFormGuard(): FormGuard {
  return useState(() => createFormGuard())[0];
}

function withinWait<T>(promise: Promise<T | null>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PROOF_WAIT_MS)));
  return Promise.race([promise, waited]).finally(() => clearTimeout(timer));
}
