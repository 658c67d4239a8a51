import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import { Button } from "#app/ui/button.tsx";
import { useShellMessages } from "../use-admin-messages";

/** Copies `text` to the clipboard and says so; `label` is "Copy" unless given. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useShellMessages().t.account.copy;
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      void toast.success(t.done);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      void toast.error(t.failed);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? t.copied : (label ?? t.copy)}
    </Button>
  );
}
