import { describe, expect, it } from "vitest";
import { paymentOutcome } from "./payment-outcome";

const outcome = (query: string) => paymentOutcome(new URLSearchParams(query));

describe("paymentOutcome", () => {
  it("reads Stripe's redirect_status", () => {
    expect(outcome("payment_intent=pi_1&redirect_status=succeeded")).toBe("succeeded");
    expect(outcome("payment_intent=pi_1&redirect_status=processing")).toBe("processing");
    expect(outcome("payment_intent=pi_1&redirect_status=requires_payment_method")).toBe("failed");
  });

  it("treats a payment_intent without a status as processing, and an ordinary visit as nothing", () => {
    expect(outcome("payment_intent=pi_1")).toBe("processing");
    expect(outcome("")).toBeNull();
    expect(outcome("tab=x")).toBeNull();
  });
});
