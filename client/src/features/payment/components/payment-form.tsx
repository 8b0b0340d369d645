import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useConfirmPayment } from "../api/confirm-payment";
import { STRIPE_LOAD_TIMEOUT_MS } from "../api/load-stripe-client";
import { BeginsImmediatelyNote, PaymentActions } from "./payment-actions";
import { PaymentUnavailable } from "./payment-unavailable";

/** The Payment Element's frames get as long again as the script had before we stop waiting. */
const ELEMENT_READY_TIMEOUT_MS = STRIPE_LOAD_TIMEOUT_MS * 2;

/** Lives inside <Elements>: the provider's card form, then Subscribe Now. */
export function PaymentForm({ onReload }: { onReload: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmPayment();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (ready || loadError) return;
    const timer = setTimeout(() => setLoadError("The payment form is taking too long to load."), ELEMENT_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready, loadError]);

  if (loadError) {
    return (
      <PaymentUnavailable
        title="The payment form could not be loaded"
        message={`${loadError} Check your connection and try again, or go back to the plans and start the upgrade again.`}
        onRetry={onReload}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (stripe && elements) confirm.mutate({ stripe, elements });
      }}
    >
      {/* Holds the space while the provider's frames load, so the buttons do not jump. */}
      <div className={ready ? undefined : "min-h-56"}>
        <PaymentElement
          options={{ layout: "tabs" }}
          onReady={() => setReady(true)}
          onLoadError={(event) => setLoadError(event.error.message ?? "The payment provider refused to show the form.")}
        />
      </div>
      <BeginsImmediatelyNote />
      <PaymentActions cancelDisabled={confirm.isPending}>
        <Button type="submit" size="lg" className="sm:min-w-40" disabled={!stripe || !elements || !ready || confirm.isPending}>
          {confirm.isPending ? (
            <>
              <Spinner className="text-current" />
              Processing...
            </>
          ) : (
            "Subscribe Now"
          )}
        </Button>
      </PaymentActions>
    </form>
  );
}
