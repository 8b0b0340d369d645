import { useMutation } from "@tanstack/react-query";
import type { Stripe, StripeElements } from "@stripe/stripe-js";

/** Spec §2/§7: the provider returns the user to the plans page once the payment is confirmed. */
export const paymentReturnUrl = () => `${window.location.origin}/subscription`;

type ConfirmInput = { stripe: Stripe; elements: StripeElements };

/**
 * Confirms the subscription's first payment with the details in the Payment Element. On
 * success the browser leaves for the return address, so this only ever resolves on failure.
 */
export async function confirmPayment({ stripe, elements }: ConfirmInput): Promise<void> {
  let result: Awaited<ReturnType<Stripe["confirmPayment"]>>;
  try {
    result = await stripe.confirmPayment({ elements, confirmParams: { return_url: paymentReturnUrl() } });
  } catch (error) {
    console.error("confirmPayment threw", error);
    throw new Error("An unexpected error occurred. Please try again.", { cause: error });
  }
  // An empty message makes the central toast use the fallback below (spec §8).
  if (result.error) throw new Error(result.error.message ?? "", { cause: result.error });
}

export function useConfirmPayment() {
  return useMutation({
    mutationFn: confirmPayment,
    meta: { errorTitle: "Payment Error", errorFallback: "An error occurred while processing your payment." },
  });
}
