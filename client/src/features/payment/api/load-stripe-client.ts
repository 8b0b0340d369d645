import { useQuery } from "@tanstack/react-query";
import type { Stripe } from "@stripe/stripe-js";
// The pure entry point injects Stripe.js only when called, so no page but this one loads it.
import { loadStripe } from "@stripe/stripe-js/pure";

/** A script that neither loads nor fails (a stalled connection) is given up on after this long. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

export async function loadStripeClient(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Stripe.js did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new Error("Stripe.js is not available in this environment");
    return stripe;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stripe.js for `publishableKey` (disabled without one). A failure stays an error state until
 * `refetch`, which tries the script again: stripe-js forgets a failed load.
 */
export function useStripeClient(publishableKey: string | null | undefined) {
  return useQuery({
    queryKey: ["stripe-js", publishableKey],
    queryFn: () => loadStripeClient(publishableKey ?? ""),
    enabled: Boolean(publishableKey),
    // The Stripe object is a live client, not data to compare or copy.
    structuralSharing: false,
    gcTime: Infinity,
  });
}
