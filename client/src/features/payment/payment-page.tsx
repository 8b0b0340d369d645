import { Elements } from "@stripe/react-stripe-js";
import type { StripeElementsOptions } from "@stripe/stripe-js";
import { CreditCard, Lock } from "lucide-react";
import { useMemo } from "react";
import { Redirect, useSearchParams } from "wouter";
import { PREMIUM_PRICE_USD } from "@shared/constants";
import { PageContainer } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useBillingConfig } from "./api/get-billing-config";
import { useStripeClient } from "./api/load-stripe-client";
import { BeginsImmediatelyNote, PaymentActions } from "./components/payment-actions";
import { PaymentForm } from "./components/payment-form";
import { PaymentFormLoading, PaymentUnavailable } from "./components/payment-unavailable";

/** The Payment Element in the house colours (styles/index.css). */
const APPEARANCE: StripeElementsOptions["appearance"] = {
  theme: "stripe",
  variables: {
    colorPrimary: "#a94b24",
    colorText: "#1f1b17",
    colorDanger: "#c0262d",
    borderRadius: "8px",
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};

const OFFLINE_MESSAGE = "The payment form could not be loaded. Check your connection and try again.";

function PaymentBody({ clientSecret }: { clientSecret: string }) {
  const config = useBillingConfig();
  const key = config.data?.paymentsEnabled ? config.data.publishableKey : null;
  const stripe = useStripeClient(key);
  const options = useMemo<StripeElementsOptions>(() => ({ clientSecret, appearance: APPEARANCE }), [clientSecret]);

  if (config.isError) {
    return <PaymentUnavailable title="Payment form unavailable" message={OFFLINE_MESSAGE} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  }
  if (config.data && !key) {
    return (
      <PaymentUnavailable
        tone="info"
        title="Online payments are not enabled"
        message="This server is not set up to take card payments, so there is nothing to pay here. Go back to Subscription Plans to continue."
      />
    );
  }
  if (stripe.isError) {
    return <PaymentUnavailable title="Payment form unavailable" message={OFFLINE_MESSAGE} onRetry={() => void stripe.refetch()} retrying={stripe.isFetching} />;
  }
  if (!stripe.data) {
    return (
      <>
        <PaymentFormLoading />
        <BeginsImmediatelyNote />
        <PaymentActions />
      </>
    );
  }
  return (
    // Keyed by the secret: Elements reads its options once, when it mounts.
    <Elements key={clientSecret} stripe={stripe.data} options={options}>
      <PaymentForm onReload={() => window.location.reload()} />
    </Elements>
  );
}

/**
 * Payment (spec §2): the provider's Payment Element for the client secret in the query; without
 * one there is nothing to pay, so the visitor goes back to the plans.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const clientSecret = params.get("client_secret");
  if (!clientSecret) return <Redirect to="/subscription" replace />;
  return (
    <PageContainer className="max-w-xl">
      <Card>
        <CardHeader className="gap-2">
          <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">Complete Your Subscription</h1>
          <CardDescription>
            Premium Plan, ${PREMIUM_PRICE_USD}/month: unlimited full-quality downloads and every template.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PaymentBody clientSecret={clientSecret} />
        </CardContent>
      </Card>
      <p className="mt-5 text-center text-xs leading-relaxed text-muted-foreground">
        <Lock className="mr-1.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
        Payments are processed securely by Stripe. Card details never reach our servers.
      </p>
    </PageContainer>
  );
}
