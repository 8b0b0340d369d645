import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The turn is on an HTML box around the icon: Chromium runs a transform animation of an HTML box
 * on the compositor, but repaints an animated SVG element on the main thread every frame (a grid
 * of spinning cards took a third of the main thread while previews arrived).
 */
export function Spinner({ className, ...props }: ComponentProps<"svg">) {
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 animate-spin">
      <LoaderCircle aria-hidden="true" className={cn("size-5 text-primary", className)} {...props} />
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
