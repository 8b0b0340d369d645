import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` parts to render: `first` at once, then `step` more per task, each step
 * rendered as a transition after the previous one is committed. A page too big for one short
 * task reaches the screen in several, each small enough not to hold up a tap on a phone's CPU
 * (a task of over 50 ms counts as blocking: issue 32). Parts are meant to follow each other on
 * the page, so each step only adds below what is shown.
 */
export function useMountedInSteps(total: number, first: number, step: number): number {
  const [mounted, setMounted] = useState(first);
  useEffect(() => {
    if (mounted >= total) return;
    const next = setTimeout(() => startTransition(() => setMounted((n) => n + step)), 0);
    return () => clearTimeout(next);
  }, [mounted, total, step]);
  return Math.min(mounted, total);
}
