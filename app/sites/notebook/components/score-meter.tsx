import { CircleCheck, Keyboard } from "./icons";
import { cx } from "./ui";
import { isHumanScore } from "../human-score";

export const GREEN_PROOF = "Green Proof: Human Writing Detected!";

/**
 * The live human score: a number, a bar (green at 60 or more, amber below) and
 * what it means (below 60, `reason`: the live scorer's, loaded with it after the
 * first key). The bar is a `meter`; only the verdict line is announced, so a
 * screen reader hears the change to green once, not every refresh.
 */
export function ScoreMeter({ score, reason, className }: { score: number; reason: string; className?: string }) {
  const human = isHumanScore(score);
  return (
    <div
      className={cx("rise grid gap-1.5", className)}
      data-testid="score-meter"
      data-state={human ? "human" : "pending"}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span id="score-label" className="text-sm font-medium text-muted-foreground">
          Human score
        </span>
        <span
          className="font-note text-lg font-semibold tabular-nums"
          style={{ color: human ? "var(--human)" : "var(--pending)" }}
        >
          {score}
          <span className="text-sm font-normal text-muted-foreground">/100</span>
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="score-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 100${human ? ", human" : ""}`}
        className="h-2.5 overflow-hidden rounded-full"
        style={{ background: human ? "var(--human-tint)" : "var(--pending-tint)" }}
      >
        <div
          className="h-full w-full origin-left rounded-full transition-transform duration-500 ease-out"
          style={{
            transform: `scaleX(${Math.max(score, 2) / 100})`,
            background: human ? "var(--human-fill)" : "var(--pending-fill)",
          }}
        />
      </div>
      <p
        aria-live="polite"
        className="flex items-center gap-1.5 text-sm font-medium"
        style={{ color: human ? "var(--human)" : "var(--pending)" }}
      >
        {human ? <CircleCheck className="size-4" /> : <Keyboard className="size-4" />}
        {human ? GREEN_PROOF : reason}
      </p>
    </div>
  );
}
