import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, Clock, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { cn } from "@/lib/utils";
import { type PaymentOutcome as Outcome, paymentOutcome } from "./payment-outcome";

/** The provider's webhook may land a moment after the redirect: look again this often, this many times. */
const POLL_INTERVAL_MS = 2000;
const POLL_ATTEMPTS = 15;

const COPY: Record<Outcome, { title: string; body: (premium: boolean) => string }> = {
  succeeded: {
    title: "Payment successful",
    body: (premium) =>
      premium ? "Thank you! Premium is active: your downloads are now unlimited." : "Thank you! Your Premium plan is being activated; this page updates as soon as it is confirmed.",
  },
  processing: {
    title: "Payment processing",
    body: (premium) => (premium ? "Your payment went through and Premium is active." : "Your payment is being processed. Your plan is upgraded as soon as it is confirmed."),
  },
  failed: {
    title: "Payment not completed",
    body: () => "Your payment did not go through and you have not been charged. Please try again, or use a different payment method.",
  },
};

/**
 * Reads the provider's return query once, clears it from the address bar (a reload should not
 * repeat the notice) and keeps refreshing the plan until the upgrade shows.
 */
export function PaymentReturnNotice({ isPremium }: { isPremium: boolean }) {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(() => paymentOutcome(params));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (paymentOutcome(params) !== null) setParams({}, { replace: true });
  }, [params, setParams]);

  const waiting = outcome !== null && outcome !== "failed" && !isPremium;
  useEffect(() => {
    if (!waiting) return;
    let attempts = 0;
    const refresh = () => {
      attempts += 1;
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    };
    refresh();
    const timer = setInterval(() => {
      if (attempts >= POLL_ATTEMPTS) clearInterval(timer);
      else refresh();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, queryClient]);

  if (!outcome) return null;
  const { title, body } = COPY[outcome];
  const Icon = outcome === "failed" ? AlertCircle : outcome === "succeeded" || isPremium ? CheckCircle2 : Clock;
  return (
    <div
      role={outcome === "failed" ? "alert" : "status"}
      className={cn(
        "relative flex items-start gap-3 rounded-xl border p-4 pr-12",
        outcome === "failed" ? "border-destructive/40 bg-destructive/5" : "border-emerald-300 bg-emerald-50",
      )}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", outcome === "failed" ? "text-destructive" : "text-emerald-700")} aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">{body(isPremium)}</p>
      </div>
      <button
        type="button"
        onClick={() => setOutcome(null)}
        className="absolute right-3 top-3 rounded-md p-1 text-muted-foreground transition-colors hover:bg-foreground/5 hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  );
}
