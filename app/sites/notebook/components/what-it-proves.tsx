import { isHumanScore } from "../human-score";
import type { ProofPayloadV2 } from "../note-types";

/** The intro page's section on what a proof shows and what it does not. */
export const WHAT_A_PROOF_SHOWS = "/writtenbyhuman#what-a-proof-shows";

/**
 * When a session was witnessed, readable: the first time with its date, the second with
 * its own date only when it falls on another day ("January 1, 2026, 10:00:00 AM" and
 * "10:02:30 AM"). In `timeZone`, else this browser's.
 */
export function witnessedTimes(startIso: string, endIso: string, timeZone?: string): [string, string] {
  const zone = timeZone ? { timeZone } : {};
  const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", ...zone });
  const time = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { timeStyle: "medium", ...zone });
  const start = `${day(startIso)}, ${time(startIso)}`;
  return [start, day(endIso) === day(startIso) ? time(endIso) : `${day(endIso)}, ${time(endIso)}`];
}

/**
 * What a verified v2 proof stands for, and what it does not: the session's witnessed
 * span, its batches, and the text the log rebuilds (a locked private note's only once it
 * is opened here). A score below a person's is not called typing-paced.
 */
export function WhatItProves({ payload, locked }: { payload: ProofPayloadV2; locked: boolean }) {
  const human = isHumanScore(payload.humanScore);
  const [from, to] = witnessedTimes(payload.sessionStartedAt, payload.createdAt);
  const batches = `${payload.batchCount.toLocaleString("en-US")} ${payload.batchCount === 1 ? "batch" : "batches"}`;
  const rebuilds = locked
    ? "; once the note is opened, this browser checks that it rebuilds its text"
    : ", and it rebuilds this text";
  return (
    <p data-testid="what-it-proves" className="text-foreground">
      {human ? "Typing-paced input" : "Input"} was witnessed by this site between {from} and {to}, in {batches}
      {human ? "" : " (not scored as a person's typing)"}
      {rebuilds}. It does not show who composed the words.{" "}
      {/* A document load, not a router navigation: the browser scrolls to the section itself. */}
      <a href={WHAT_A_PROOF_SHOWS} className="font-medium underline underline-offset-4">
        What a proof shows
      </a>
    </p>
  );
}
