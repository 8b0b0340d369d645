import { startTransition, useEffect, useState } from "react";

/** Resolves after the browser has drawn the next frame (a task after its animation frame): what is already rendered is on screen. */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Longest wait for the first paint's report (a tab opened in the background paints only when shown). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Calls `fn` once the page's first screen is shown: when the browser reports its first contentful
 * paint (a frame drawn can take a while to reach the screen), at once if it already has, after a
 * second at most; where paints are not reported, after the next frame. Returns a cancel function.
 */
function afterFirstPaint(fn: () => void): () => void {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(fn)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }
  const shown = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (shown()) {
    const timer = setTimeout(fn);
    return () => clearTimeout(timer);
  }
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new PerformanceObserver(() => {
    if (!shown()) return;
    cancel();
    fn();
  });
  const timer = setTimeout(() => {
    cancel();
    fn();
  }, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: "paint" });
  return cancel;
}

/**
 * Whether the first screen is shown: `initial` at first, then true once the browser has shown the
 * page's first paint; the render that follows is a transition, in small slices. For what no first
 * screen needs: asked for before that paint, it would count in a phone's first paint (issue 32).
 */
export function usePainted(initial = false): boolean {
  const [painted, setPainted] = useState(initial);
  useEffect(() => (painted ? undefined : afterFirstPaint(() => startTransition(() => setPainted(true)))), [painted]);
  return painted;
}
