import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Eight spokes fading round the circle: turned in eight steps, it reads as a spinning wheel. */
const SPOKES = Array.from({ length: 8 }, (_, i) => ({ angle: i * 45, opacity: 1 - i * 0.11 }));

/**
 * An activity wheel that turns in eight steps a second. The turn is on an HTML box around the
 * icon, which Chromium animates on the compositor (an animated SVG element is repainted on the
 * main thread every frame), and the steps let it draw 8 frames a second instead of 60: a grid of
 * processing cards kept the software compositor busy for more than the previews' own work.
 */
export function Spinner({ className, ...props }: ComponentProps<"svg">) {
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 animate-spin [animation-timing-function:steps(8,end)]">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden="true" className={cn("size-5 text-primary", className)} {...props}>
        {SPOKES.map(({ angle, opacity }) => (
          <line key={angle} x1="12" y1="3" x2="12" y2="7.5" opacity={opacity} transform={`rotate(${-angle} 12 12)`} />
        ))}
      </svg>
    </span>
  );
}

/** A centred spinner with a visible label, announced to screen readers as a status. */
export function PageSpinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex flex-1 flex-col items-center justify-center gap-3 py-24", className)}>
      <Spinner className="size-7" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
