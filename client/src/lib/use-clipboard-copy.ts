import { useEffect, useState } from "react";
import { toast } from "./toast-store";

/** How long a button says "Copied" before it offers to copy again. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard: `copied` is true for two seconds after a copy; where the browser
 * refuses the clipboard, a toast says how to copy by hand.
 */
export function useClipboardCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => toast({ title: "Could not copy", description: "Select the text and copy it with your keyboard or menu." }),
    );
  return { copied, copy };
}
