import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";

/** The card's button row: Cancel (back to the plans, spec §2) and the state's main action. */
export function PaymentActions({ children, cancelDisabled = false }: { children?: ReactNode; cancelDisabled?: boolean }) {
  const [, navigate] = useLocation();
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" size="lg" className="sm:min-w-28" disabled={cancelDisabled} onClick={() => navigate("/subscription")}>
        Cancel
      </Button>
      {children}
    </div>
  );
}

export function BeginsImmediatelyNote() {
  return <p className="mt-5 text-sm text-muted-foreground">Your subscription begins immediately after successful payment.</p>;
}
