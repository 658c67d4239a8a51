import { isHumanScore } from "../human-score";
import type { ProofPayloadV1, ProofPayloadV2 } from "../note-types";
import { describeTyping, type ScoreFlag } from "../typing-log";
import type { VerificationState } from "../verification-types";
import { WhatItProves } from "./what-it-proves";

/** What each v2 flag means, for a reader (the proof names its code and penalty). */
const FLAG_LABELS: Record<ScoreFlag["code"], string> = {
  "machine-speed": "Keys at machine speed",
  "constant-rhythm": "A constant, scripted rhythm",
  "too-fast": "Faster than 200 words a minute",
  "replacement-heavy": "Mostly autocorrect replacements",
  "clock-ahead": "The page claimed time the server did not see",
  "clock-too-fast": "The page's clock ran faster than the server's",
  "no-typing-time": "No typing time",
};

/** What the score cell says before its checks have passed (or when they failed). */
const UNCHECKED = { checking: "Checking…", pending: "Checking…", failed: "Not verified" } as const;

/**
 * The signed figures and what they stand on: for rubric v2 the server-witnessed figures
 * and the summary line; for v1 the page's own figures and a line saying so. The score
 * (number, label, colour), its penalties and what the proof shows appear only once this
 * browser's checks have passed (`state`): a forged proof never shows a score.
 */
export function TypingSummary({
  payload,
  state,
}: {
  payload: ProofPayloadV1 | ProofPayloadV2;
  state: VerificationState | "checking";
}) {
  const checked = state === "verified" || state === "signature-checked";
  const human = isHumanScore(payload.humanScore);
  const figures =
    payload.v === 2
      ? { seconds: payload.typedSeconds, keys: payload.keys, wpm: payload.wpm }
      : { seconds: payload.duration, keys: payload.keystrokeCount, wpm: payload.typingSpeed };
  return (
    <div className="mt-6 grid gap-3 border-y border-border py-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-8 gap-y-4 sm:flex sm:flex-wrap">
        <div>
          <dt className="text-muted-foreground">Human score</dt>
          {checked ? (
            <dd
              data-testid="note-score"
              data-state={human ? "human" : "pending"}
              className="font-note mt-0.5 text-lg font-semibold"
              style={{ color: human ? "var(--human)" : "var(--pending)" }}
            >
              {payload.humanScore}/100 {human ? <span className="font-sans text-sm font-medium">· human</span> : null}
            </dd>
          ) : (
            // The figure's line height: the score takes the place without moving the page.
            <dd data-testid="note-score" data-state={state} className="mt-0.5 text-lg text-muted-foreground">
              {UNCHECKED[state]}
            </dd>
          )}
        </div>
        <Figure label="Writing time" value={formatDuration(figures.seconds)} />
        <Figure label="Keys" value={figures.keys.toLocaleString("en-US")} />
        <Figure label="Speed" value={`${figures.wpm} wpm`} />
      </dl>
      {payload.v === 2 ? (
        <>
          <p data-testid="typing-summary" className="text-muted-foreground">
            {capitalize(describeTyping(payload))}.
          </p>
          {checked && payload.flags.length > 0 ? (
            <ul aria-label="Score penalties" className="grid gap-1 font-medium" style={{ color: "var(--pending)" }}>
              {payload.flags.map((flag) => (
                <li key={flag.code}>
                  {FLAG_LABELS[flag.code]}: −{flag.penalty}
                </li>
              ))}
            </ul>
          ) : null}
          {checked ? <WhatItProves payload={payload} locked={state === "signature-checked"} /> : null}
        </>
      ) : (
        <p className="text-muted-foreground">
          Signed under rubric v1, before the server witnessed the typing: these figures are the writing page&apos;s own.
        </p>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-note mt-0.5 text-lg font-semibold">{value}</dd>
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}
