import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useClipboardCopy } from "@/lib/use-clipboard-copy";

/** A secret to copy: read-only, in a monospace face, selected whole on focus, with a copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useClipboardCopy();
  return (
    <div className="flex gap-2">
      <Input readOnly aria-label={label} value={value} className="w-0 flex-1 font-mono text-xs sm:text-xs" onFocus={(e) => e.currentTarget.select()} />
      <Button type="button" variant="outline" className="shrink-0" onClick={() => void copy(value)}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
      </Button>
    </div>
  );
}
