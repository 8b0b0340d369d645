export type PaymentOutcome = "succeeded" | "processing" | "failed";

/**
 * What Stripe's return to /subscription?payment_intent=...&redirect_status=... reports (spec §2),
 * or null for an ordinary visit. A payment_intent without a status is treated as still processing.
 */
export function paymentOutcome(params: URLSearchParams): PaymentOutcome | null {
  const redirectStatus = params.get("redirect_status");
  if (redirectStatus === "succeeded") return "succeeded";
  if (redirectStatus === "processing") return "processing";
  if (redirectStatus) return "failed";
  return params.has("payment_intent") ? "processing" : null;
}
