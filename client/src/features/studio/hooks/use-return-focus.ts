import { useRef } from "react";

/**
 * Radix dialogs hand focus back to their Trigger on close; ours open from state (a card's
 * button), so this remembers whatever had focus when the dialog opened and returns to it.
 * Spread the result onto DialogContent.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
