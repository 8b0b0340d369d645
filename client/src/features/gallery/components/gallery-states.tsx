import { AlertTriangle, ImagePlus, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Placeholder cards in the grid's own layout, so nothing jumps when the list arrives. */
export function GallerySkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your saved mockups...</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border bg-card">
            <div className="aspect-[3/2] animate-pulse bg-muted" />
            <div className="space-y-3 p-4">
              <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
              <div className="grid grid-cols-2 gap-2 pt-2">
                <div className="h-9 animate-pulse rounded-md bg-muted" />
                <div className="h-9 animate-pulse rounded-md bg-muted" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatePanel({ icon, title, children, tone = "default" }: { icon: ReactNode; title: string; children: ReactNode; tone?: "default" | "error" }) {
  return (
    <section
      aria-labelledby="gallery-state-title"
      className="flex flex-col items-center rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20"
    >
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-full",
          tone === "error" ? "bg-destructive/10 text-destructive" : "bg-primary-soft text-primary",
        )}
      >
        {icon}
      </span>
      <h2 id="gallery-state-title" className="mt-5 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function GalleryEmpty() {
  return (
    <StatePanel icon={<ImagePlus className="size-6" aria-hidden="true" />} title="No Saved Mockups">
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted-foreground">
        Mockups you save in the studio appear here, ready to download whenever you need them.
      </p>
      <Button asChild className="mt-6">
        <Link href="/app">Create New Mockup</Link>
      </Button>
    </StatePanel>
  );
}

export function GalleryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatePanel icon={<AlertTriangle className="size-6" aria-hidden="true" />} title="Error loading your saved mockups" tone="error">
      <p role="alert" className="mt-2 max-w-sm text-sm leading-relaxed text-muted-foreground">
        Something went wrong while fetching your gallery. Check your connection and try again.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
          Try again
        </Button>
      </div>
    </StatePanel>
  );
}
