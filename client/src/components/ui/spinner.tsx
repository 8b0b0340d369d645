import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Eight spokes fading round the circle: turned in eight steps, it reads as a spinning wheel. */
const SPOKES = Array.from({ length: 8 }, (_, i) => ({ angle: i * 45, opacity: 1 - i * 0.11 }));
const WHEEL = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2.5" stroke-linecap="round">${SPOKES.map(
  ({ angle, opacity }) => `<line x1="12" y1="3" x2="12" y2="7.5" opacity="${opacity}" transform="rotate(${-angle} 12 12)"/>`,
).join("")}</svg>`;
const MASK = `url("data:image/svg+xml,${encodeURIComponent(WHEEL)}") center / 100% 100% no-repeat`;

/**
 * An activity wheel that turns in eight steps a second: one element, the wheel a mask over its
 * text colour. The turn is on an HTML box, which Chromium animates on the compositor (an animated
 * SVG element is repainted on the main thread every frame), and the steps let it draw 8 frames a
 * second instead of 60: a grid of processing cards kept the software compositor busy for more
 * than the previews' own work. One element, not an SVG of ten: a studio marks dozens of cards
 * processing at once, and each spinner's elements are created, styled and laid out then.
 */
export function Spinner({ className, style, ...props }: ComponentProps<"span">) {
  return (
    <span
      aria-hidden="true"
      data-spinner=""
      className={cn("inline-block size-5 shrink-0 animate-spin bg-current text-primary [animation-timing-function:steps(8,end)]", className)}
      style={{ mask: MASK, WebkitMask: MASK, ...style }}
      {...props}
    />
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
