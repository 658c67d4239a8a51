import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import { Button } from "#app/ui/button.tsx";

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      void toast.success("Copied to the clipboard.");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      void toast.error("Could not copy. Select the text and copy it by hand.");
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copied" : label}
    </Button>
  );
}
