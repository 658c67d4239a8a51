import { CircleX, ShieldCheck, Spinner } from "./icons";
import type { VerificationState } from "../verification-types";

const BADGES: Record<VerificationState | "checking", { label: string; style: { background: string; color: string } }> =
  {
    checking: { label: "Checking…", style: { background: "var(--secondary)", color: "var(--muted-foreground)" } },
    // Every check holds but the log entry's, which is seconds away: not yet "Verified", never "Failed".
    pending: { label: "Checking…", style: { background: "var(--secondary)", color: "var(--muted-foreground)" } },
    verified: { label: "Verified", style: { background: "var(--human-tint)", color: "var(--human)" } },
    "signature-checked": {
      label: "Signature checked",
      style: { background: "var(--human-tint)", color: "var(--human)" },
    },
    failed: { label: "Verification Failed", style: { background: "#fdf0ee", color: "#9f1f13" } },
  };

/**
 * The note's verification state, checked in this browser (./proof-verify.ts): "Checking…"
 * until the checks ran (and while the note is still being added to the public log), then "Verified", "Signature checked" (a private note not yet
 * opened: everything but its text) or "Verification Failed". A live region: the
 * change is announced once.
 */
export function VerificationBadge({ state }: { state: VerificationState | "checking" }) {
  const badge = BADGES[state];
  return (
    <span
      role="status"
      data-testid="verification-badge"
      data-state={state}
      className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium"
      style={badge.style}
    >
      {state === "checking" || state === "pending" ? (
        <Spinner className="size-4 animate-spin motion-reduce:animate-none" />
      ) : state === "failed" ? (
        <CircleX className="size-4" />
      ) : (
        <ShieldCheck className="size-4" />
      )}
      {badge.label}
    </span>
  );
}
