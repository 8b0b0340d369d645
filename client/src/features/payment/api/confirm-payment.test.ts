import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getErrorMessage } from "@/lib/api";
import { confirmPayment } from "./confirm-payment";

const FALLBACK = "An error occurred while processing your payment.";
const elements = {} as StripeElements;

function fakeStripe(confirm: Stripe["confirmPayment"]) {
  return { confirmPayment: vi.fn(confirm) } as unknown as Stripe & { confirmPayment: ReturnType<typeof vi.fn> };
}

afterEach(() => vi.unstubAllGlobals());

describe("confirmPayment", () => {
  it("asks the provider to return to /subscription", async () => {
    vi.stubGlobal("window", { location: { origin: "https://studio.example" } });
    const stripe = fakeStripe(async () => ({ error: { type: "card_error", message: "Declined" } }) as never);
    await confirmPayment({ stripe, elements }).catch(() => undefined);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements, confirmParams: { return_url: "https://studio.example/subscription" } });
  });

  it("shows the provider's message, or the spec's fallback when it has none", async () => {
    vi.stubGlobal("window", { location: { origin: "https://studio.example" } });
    const declined = await confirmPayment({
      stripe: fakeStripe(async () => ({ error: { type: "card_error", message: "Your card was declined." } }) as never),
      elements,
    }).catch((e: unknown) => e);
    expect(getErrorMessage(declined, FALLBACK)).toBe("Your card was declined.");

    const silent = await confirmPayment({ stripe: fakeStripe(async () => ({ error: { type: "api_error" } }) as never), elements }).catch(
      (e: unknown) => e,
    );
    expect(getErrorMessage(silent, FALLBACK)).toBe(FALLBACK);
  });

  it("an exception becomes the unexpected-error message", async () => {
    vi.stubGlobal("window", { location: { origin: "https://studio.example" } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const thrown = await confirmPayment({
      stripe: fakeStripe(async () => {
        throw new Error("network down");
      }),
      elements,
    }).catch((e: unknown) => e);
    expect(getErrorMessage(thrown, FALLBACK)).toBe("An unexpected error occurred. Please try again.");
  });
});
