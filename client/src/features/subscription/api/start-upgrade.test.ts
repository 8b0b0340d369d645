import { afterEach, describe, expect, it, vi } from "vitest";
import { getErrorMessage } from "@/lib/api";
import { createSubscription } from "./start-upgrade";

const FALLBACK = "Could not process subscription request. Please try again.";

function stubFetch(body: unknown, status = 200) {
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(body, { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe("createSubscription", () => {
  it("returns the answers the upgrade flow follows", async () => {
    stubFetch({ clientSecret: "pi_1_secret_2", subscriptionId: "sub_1" });
    await expect(createSubscription()).resolves.toMatchObject({ clientSecret: "pi_1_secret_2" });
    stubFetch({ success: true, message: "Development mode", userId: 7 });
    await expect(createSubscription()).resolves.toMatchObject({ success: true, userId: 7 });
    stubFetch({ url: "https://checkout.example/s/1" });
    await expect(createSubscription()).resolves.toMatchObject({ url: "https://checkout.example/s/1" });
  });

  it("an answer it cannot follow falls back to the spec's message", async () => {
    stubFetch({ success: false });
    const error = await createSubscription().catch((e: unknown) => e);
    expect(getErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it("a server error keeps the server's message", async () => {
    stubFetch({ message: "You are already on the Premium plan" }, 409);
    const error = await createSubscription().catch((e: unknown) => e);
    expect(getErrorMessage(error, FALLBACK)).toBe("You are already on the Premium plan");
  });
});
