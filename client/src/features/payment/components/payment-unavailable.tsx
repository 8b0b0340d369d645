import { AlertTriangle, Info, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { BeginsImmediatelyNote, PaymentActions } from "./payment-actions";

type PaymentUnavailableProps = {
  title: string;
  message: string;
  /** error: something failed and Retry may help; info: nothing to pay on this server. */
  tone?: "error" | "info";
  onRetry?: () => void;
  retrying?: boolean;
};

/** Shown in the card instead of the form whenever the form cannot be offered. */
export function PaymentUnavailable({ title, message, tone = "error", onRetry, retrying = false }: PaymentUnavailableProps) {
  const Icon = tone === "error" ? AlertTriangle : Info;
  return (
    <>
      <div
        role={tone === "error" ? "alert" : "status"}
        className={cn(
          "flex items-start gap-3 rounded-lg border p-4",
          tone === "error" ? "border-destructive/30 bg-destructive/5" : "border-border bg-muted/60",
        )}
      >
        <Icon className={cn("mt-0.5 size-5 shrink-0", tone === "error" ? "text-destructive" : "text-muted-foreground")} aria-hidden="true" />
        <div>
          <p className="font-medium">{title}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{message}</p>
        </div>
      </div>
      {onRetry ? <BeginsImmediatelyNote /> : null}
      <PaymentActions>
        {onRetry ? (
          <Button size="lg" className="sm:min-w-28" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
            Retry
          </Button>
        ) : null}
      </PaymentActions>
    </>
  );
}

export function PaymentFormLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-lg border border-dashed bg-muted/40">
      <RotateCw className="size-6 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">Loading the secure payment form...</p>
    </div>
  );
}
