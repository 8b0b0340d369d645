import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Spinner({ className, ...props }: ComponentProps<"svg">) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin text-primary", className)} {...props} />;
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
