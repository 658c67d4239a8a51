import { KeyIcon } from "./icons";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "#app/ui/toast.tsx";
import type { NoteBinding } from "../envelope";
import { buttonClass, inputClass, labelClass } from "./ui";

const MESSAGES = {
  empty: "Please enter the passphrase",
  invalid: "Invalid passphrase",
  decrypted: "Note decrypted successfully!",
} as const;

export interface Decrypted {
  content: string;
  commitKey: Uint8Array<ArrayBuffer>;
}

interface EncryptedPanelProps {
  contentEnc: string;
  hint: string | null;
  /** The note a v2 envelope is sealed for (its slug and its proof's session); null for a v1 note. */
  binding: NoteBinding | null;
  onDecrypted: (note: Decrypted) => void;
}

/**
 * A private note before it is opened: the hint, a passphrase field (Enter submits)
 * and 'Decrypt Note'. Decryption runs here; the passphrase is never sent anywhere.
 */
export function EncryptedPanel({ contentEnc, hint, binding, onDecrypted }: EncryptedPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [passphrase, setPassphrase] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [decrypting, setDecrypting] = useState(false);

  async function decrypt(event: FormEvent) {
    event.preventDefault();
    if (decrypting) return;
    if (!passphrase) {
      setError(MESSAGES.empty);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setDecrypting(true);
    try {
      const { decryptNote } = await import("../note-crypto");
      const opened = await decryptNote(contentEnc, passphrase, binding);
      void toast.success(MESSAGES.decrypted);
      onDecrypted(opened);
    } catch {
      setError(MESSAGES.invalid);
      void toast.error(MESSAGES.invalid);
      setDecrypting(false);
      inputRef.current?.select();
    }
  }

  return (
    <section
      aria-labelledby="encrypted-title"
      className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-[#cfcabd] bg-[#f6f4ee] px-5 py-10 text-center sm:px-10"
    >
      <SealedEnvelope className="h-auto w-28" />
      <h2 id="encrypted-title" className="text-xl font-semibold tracking-tight">
        This note is private
      </h2>
      <p className="max-w-md text-muted-foreground">
        It was encrypted in the writer&apos;s browser. Enter its passphrase to read it here: the passphrase and the text
        stay on this device.
      </p>
      {hint ? (
        <p className="max-w-md rounded-lg bg-[#fffffd] px-4 py-2 text-sm">
          <span className="font-medium">Hint:</span> <span className="text-muted-foreground">{hint}</span>
        </p>
      ) : null}
      <form noValidate onSubmit={decrypt} className="mt-2 grid w-full max-w-sm gap-2 text-left">
        <label htmlFor="decrypt-passphrase" className={labelClass}>
          Passphrase
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={inputRef}
            id="decrypt-passphrase"
            type="password"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "decrypt-error" : undefined}
            className={inputClass}
          />
          <button type="submit" disabled={decrypting} className={buttonClass("primary", "field")}>
            <KeyIcon />
            {decrypting ? "Decrypting..." : "Decrypt Note"}
          </button>
        </div>
        {error ? (
          <p id="decrypt-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** The private-note panel: a closed envelope with a padlock. */
export function SealedEnvelope({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 88" aria-hidden="true" className={className} width="120" height="88">
      <rect x="8" y="16" width="92" height="62" rx="8" fill="#fffffd" stroke="#cfcabd" strokeWidth="2" />
      <path d="m10 20 44 32 44-32" fill="none" stroke="#cfcabd" strokeWidth="2" strokeLinejoin="round" />
      <path d="M86 52v-6a10 10 0 0 1 20 0v6" fill="none" stroke="#1f1d1a" strokeWidth="4" strokeLinecap="round" />
      <rect x="80" y="50" width="32" height="26" rx="6" fill="#2f9461" />
      <circle cx="96" cy="61" r="3.5" fill="#fff" />
      <path d="M96 63v6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
