import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useClipboardCopy } from "@/lib/use-clipboard-copy";

/** Copies a link to the clipboard and says so; where the clipboard is refused, says how to copy by hand. */
export function CopyLinkButton({ url, compact = false }: { url: string; compact?: boolean }) {
  const { copied, copy } = useClipboardCopy();

  return (
    <Button type="button" size="sm" variant={compact ? "outline" : "default"} className={compact ? undefined : "h-10 shrink-0"} onClick={() => void copy(url)} aria-label={compact ? `Copy ${url}` : undefined}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : compact ? "Copy" : "Copy link"}
    </Button>
  );
}
