import { CheckCircle2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { ZipExportState } from "@/lib/exports/use-zip-export";
import { cn } from "@/lib/utils";

/** The ZIP's real progress, from the server: files rendered of the total, then "ready"; Cancel while it runs. */
export function ZipProgress({ state, className, onCancel }: { state: ZipExportState; className?: string; onCancel?: () => void }) {
  if (state.phase === "idle") return null;
  const done = state.phase === "starting" ? 0 : state.done;
  const total = state.phase === "starting" ? 0 : state.total;
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  const label =
    state.phase === "starting"
      ? "Starting your ZIP..."
      : state.phase === "finished"
        ? `ZIP ready: ${done} of ${total} mockups`
        : `Preparing ZIP: ${done} of ${total} mockups`;
  return (
    <div className={cn("rounded-lg border bg-card p-3", className)} data-testid="zip-progress">
      <div className="mb-2 flex items-center justify-between gap-3 text-sm">
        <span aria-live="polite" className="flex items-center gap-1.5 font-medium">
          {state.phase === "finished" ? <CheckCircle2 className="size-4 text-primary" aria-hidden="true" /> : null}
          {label}
        </span>
        <span className="flex items-center gap-2">
          <span className="tabular-nums text-muted-foreground">{pct}%</span>
          {onCancel && state.phase === "running" ? (
            <Button type="button" size="sm" variant="ghost" className="h-7" onClick={onCancel}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          ) : null}
        </span>
      </div>
      <Progress value={pct} aria-label="ZIP progress" />
    </div>
  );
}
