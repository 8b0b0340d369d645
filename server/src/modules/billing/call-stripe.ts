import Stripe from "stripe";
import { AppError } from "../../lib/errors";

export const PAYMENT_UNAVAILABLE_MESSAGE = "Payment service is temporarily unavailable. Please try again.";

/**
 * Runs Stripe calls; an unreachable or failing Stripe becomes 503 with the spec's wording so the
 * client can retry. Nothing is cached from a failed call, so the next request simply tries again.
 */
export async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError("unavailable", PAYMENT_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}

/** True for Stripe's "No such customer / subscription" answer. */
export function isStripeMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}
