import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast-store";

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_MS = 2000;

/** Copies a link to the clipboard and says so; where the clipboard is refused, says how to copy by hand. */
export function CopyLinkButton({ url, compact = false }: { url: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => toast({ title: "Could not copy", description: "Select the link and copy it with your keyboard or menu." }),
    );

  return (
    <Button type="button" size="sm" variant={compact ? "outline" : "default"} className={compact ? undefined : "h-10 shrink-0"} onClick={() => void copy()} aria-label={compact ? `Copy ${url}` : undefined}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : compact ? "Copy" : "Copy link"}
    </Button>
  );
}
