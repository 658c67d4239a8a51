import { CircleCheck, CircleX, ShieldCheck } from "./icons";
import { useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import type { Note, ProofPayloadV1, ProofPayloadV2, VerificationResult } from "../note-types";
import { asVerificationResult, BEING_LOGGED } from "../proof-verify";
import type { NoteVerification } from "../verification-types";
import { buttonClass } from "./ui";
import { useClientValue } from "./use-client-value";

const MESSAGES = {
  valid: "Proof verified successfully!",
  invalid: "Proof verification failed",
  failed: "Failed to verify proof",
} as const;

function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

interface ProofPanelProps {
  id: string;
  hidden?: boolean;
  note: Note;
  /** The signed payload, when it has the strict schema's shape. */
  payload: ProofPayloadV1 | ProofPayloadV2 | null;
  /** Runs every check again, in this browser (a decrypted private note's text is never sent). */
  verify: () => Promise<NoteVerification>;
}

/** The proof: content hash, typing log, the signed payload, and one-click verification with its result. */
export function ProofPanel({ id, hidden = false, note, payload, verify }: ProofPanelProps) {
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [verifying, setVerifying] = useState(false);
  const isPrivate = note.content === null || payload?.isPrivate === true;

  async function onVerify() {
    setVerifying(true);
    try {
      const verification = await verify();
      // Seconds from being logged: no verdict yet (the badge says "Checking…" and retries).
      if (verification.state === "pending") {
        void toast.message(BEING_LOGGED, { description: "Verify again in a few seconds." });
        return;
      }
      const answer = asVerificationResult(verification);
      setResult(answer);
      if (answer.valid) void toast.success(MESSAGES.valid);
      else void toast.error(MESSAGES.invalid, { description: answer.reason });
    } catch {
      void toast.error(MESSAGES.failed);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <section
      id={id}
      hidden={hidden}
      aria-labelledby={`${id}-title`}
      className="rise mt-6 grid grid-cols-1 gap-6 rounded-2xl border border-border bg-[#f6f4ee] p-5 sm:p-7"
    >
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-[var(--human)]" />
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          Cryptographic proof
        </h2>
      </div>

      <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 gap-1.5 sm:col-span-2">
          <dt className="text-sm font-medium">
            {isPrivate
              ? payload?.v === 2
                ? "Content commitment (HMAC-SHA256, salted, bound to this note)"
                : "Content commitment (HMAC-SHA256, salted)"
              : "Content hash (SHA-256)"}
          </dt>
          <dd className="font-note text-sm break-all text-muted-foreground">{note.contentHash}</dd>
        </div>
        {payload?.v === 2 ? (
          <div className="grid min-w-0 grid-cols-1 gap-1.5 sm:col-span-2">
            <dt className="text-sm font-medium">Typing log (SHA-256)</dt>
            <dd className="font-note text-sm break-all text-muted-foreground">
              {payload.logHash}{" "}
              <a
                href={`/api/notes/${note.slug}/log`}
                className="font-sans whitespace-nowrap text-foreground underline underline-offset-4"
              >
                The witnessed log{note.typingLogBytes !== null ? ` (${formatBytes(note.typingLogBytes)})` : ""}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="grid min-w-0 grid-cols-1 gap-1.5 sm:col-span-2">
          <dt className="text-sm font-medium">Signed payload</dt>
          <dd className="min-w-0">
            <pre
              tabIndex={0}
              aria-label="Signed payload"
              className="font-note max-h-80 overflow-auto rounded-lg border border-border bg-[#fffffd] p-4 text-[13px] leading-relaxed"
            >
              {prettyPayload(note.proof.payload)}
            </pre>
          </dd>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <dt className="text-sm font-medium">Signature (Ed25519)</dt>
          <dd className="font-note text-xs break-all text-muted-foreground">{note.proof.signature}</dd>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <dt className="text-sm font-medium">Key ID</dt>
          <dd className="font-note text-xs break-all text-muted-foreground">
            {note.proof.kid}{" "}
            <a
              href="/.well-known/jwks.json"
              className="font-sans whitespace-nowrap text-foreground underline underline-offset-4"
            >
              Published keys
            </a>
          </dd>
        </div>
      </dl>

      {result ? (
        <VerificationBlock result={result} isPrivate={isPrivate} />
      ) : (
        <div>
          <button type="button" onClick={onVerify} disabled={verifying} className={buttonClass("primary", "lg")}>
            <ShieldCheck />
            {verifying ? "Verifying..." : "Verify Cryptographic Proof"}
          </button>
          <p className="mt-3 text-sm text-muted-foreground">
            {isPrivate
              ? "Checked in this browser: the decrypted text is never sent."
              : "Checked in this browser, against the published keys."}
          </p>
        </div>
      )}

      {!isPrivate && note.content !== null ? <CheckYourself slug={note.slug} withLog={payload?.v === 2} /> : null}
    </section>
  );
}

function VerificationBlock({ result, isPrivate }: { result: VerificationResult; isPrivate: boolean }) {
  const checkedAt = useClientValue(
    () => new Date(result.timestamp).toLocaleString(),
    `${result.timestamp.replace("T", " ").slice(0, 19)} UTC`,
  );
  return (
    <div
      role="status"
      data-testid="verification-result"
      className="flex gap-3 rounded-xl border p-4"
      style={
        result.valid
          ? { borderColor: "#b6dac5", background: "var(--human-tint)", color: "var(--human)" }
          : { borderColor: "#f1c4be", background: "#fdf0ee", color: "#9f1f13" }
      }
    >
      {result.valid ? (
        <CircleCheck className="mt-0.5 size-5 shrink-0" />
      ) : (
        <CircleX className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="grid gap-1">
        <p className="font-semibold">{result.valid ? "Verification Successful" : "Verification Failed"}</p>
        <p className="text-sm text-foreground">
          {result.valid
            ? isPrivate
              ? "The signature is valid, the decrypted text matches the signed commitment, the typing log scores as signed, and the proof is in the signed public log."
              : "The signature is valid, the content matches the signed hash, the typing log rebuilds it and scores as signed, and the proof is in the signed public log."
            : (result.reason ?? "The proof does not hold.")}
        </p>
        <p className="text-sm text-foreground/80">
          Checked <time dateTime={result.timestamp}>{checkedAt}</time>
        </p>
      </div>
    </div>
  );
}

/** The offline check, with this note's URL: our script, or OpenSSL and sha256sum. */
function CheckYourself({ slug, withLog }: { slug: string; withLog: boolean }) {
  const origin = useClientValue(() => window.location.origin, "https://<this site>");
  const commands = [
    `curl -s ${origin}/api/notes/${slug} > note.json`,
    `curl -s ${origin}/.well-known/jwks.json > jwks.json`,
    `jq -j .content note.json | sha256sum            # = .contentHash in the payload`,
    ...(withLog ? [`curl -s ${origin}/api/notes/${slug}/log | sha256sum   # = .logHash in the payload`] : []),
    `jq -j .proof.payload note.json > payload.json`,
    `jq -r .proof.signature note.json | tr '_-' '/+' | sed 's/$/==/' | base64 -d > sig.bin`,
    `{ printf '\\060\\052\\060\\005\\006\\003\\053\\145\\160\\003\\041\\000'`,
    `  jq -r --arg kid "$(jq -r .proof.kid note.json)" '.keys[] | select(.kid == $kid) | .x' jwks.json | tr '_-' '/+' | sed 's/$/=/' | base64 -d`,
    `} > pub.der`,
    `openssl pkeyutl -verify -pubin -inkey pub.der -keyform DER -rawin -in payload.json -sigfile sig.bin`,
  ];
  return (
    <details className="group rounded-xl border border-border bg-[#fffffd] p-4">
      <summary className="cursor-pointer text-sm font-medium">Check it yourself, without trusting this page</summary>
      <div className="mt-3 grid grid-cols-1 gap-3 text-sm text-muted-foreground">
        <p>With this project&apos;s script, which also rebuilds the text from the typing log and scores it again:</p>
        <pre
          tabIndex={0}
          aria-label="Verification script command"
          className="font-note overflow-auto rounded-lg bg-foreground p-3 text-xs text-background"
        >
          npm run verify-note -- {origin}/writtenbyhuman/note/{slug}
        </pre>
        <p>Or with curl, jq, sha256sum and OpenSSL 3:</p>
        <pre
          tabIndex={0}
          aria-label="OpenSSL verification commands"
          className="font-note overflow-auto rounded-lg bg-foreground p-3 text-xs leading-relaxed text-background"
        >
          {commands.join("\n")}
        </pre>
      </div>
    </details>
  );
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
}
