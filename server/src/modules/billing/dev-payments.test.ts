import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../env";
import { createTestApp, type TestApp } from "../../test/test-app";
import { devPaymentsWarning } from "./dev-payments-warning";
import { DEV_PAYMENTS_OFF_MESSAGE } from "./require-dev-payments";

const production = (extra: Record<string, string> = {}) => loadConfig({ NODE_ENV: "production", LOG_REQUESTS: "false", ...extra });

describe("production without Stripe keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    const { env, devPayments } = production();
    t = await createTestApp({ env, devPayments });
  });
  afterAll(() => t.close());

  test("the development payment calls answer 403 and a free user stays free", async () => {
    const c = t.client();
    const user = await c.register("freeloader@example.com");
    for (const [method, path, json] of [
      ["POST", "/api/subscription/activate-dev-premium", { userId: user.id }],
      ["POST", "/api/subscription/deactivate-dev-premium", { userId: user.id }],
      ["POST", "/api/create-subscription", undefined],
      ["GET", "/api/customer-portal", undefined],
    ] as const) {
      const res = await c.request(method, path, { json });
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toEqual({ message: DEV_PAYMENTS_OFF_MESSAGE, code: "forbidden" });
    }
    expect(await (await c.get("/api/subscription")).json()).toMatchObject({ tier: "free", isPremium: false });
  });
});

describe("DEV_PAYMENTS=on", () => {
  let t: TestApp;
  beforeAll(async () => {
    const { env, devPayments } = production({ DEV_PAYMENTS: "on" });
    t = await createTestApp({ env, devPayments });
  });
  afterAll(() => t.close());

  test("the operator's explicit choice lets development mode upgrade in production", async () => {
    const c = t.client();
    const user = await c.register("demo@example.com");
    expect((await c.post("/api/create-subscription")).status).toBe(200);
    expect((await c.post("/api/subscription/activate-dev-premium", { userId: user.id })).status).toBe(200);
    expect(await (await c.get("/api/subscription")).json()).toMatchObject({ tier: "premium", isPremium: true });
  });
});

describe("the setting", () => {
  test("production is off unless DEV_PAYMENTS=on; development and test stay on; a bad value stops the start", () => {
    expect(production().devPayments).toBe(false);
    expect(production({ DEV_PAYMENTS: "off" }).devPayments).toBe(false);
    expect(production({ DEV_PAYMENTS: "on" }).devPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).devPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).devPayments).toBe(true);
    expect(() => production({ DEV_PAYMENTS: "yes" })).toThrow(/DEV_PAYMENTS must be on or off/);
  });

  test("start-up warns exactly when production hands out Premium without payment", () => {
    expect(devPaymentsWarning(production({ DEV_PAYMENTS: "on" }))).toMatch(/^WARNING: DEV_PAYMENTS=on/);
    expect(devPaymentsWarning(production())).toBeNull();
    expect(devPaymentsWarning(loadConfig({ NODE_ENV: "development" }))).toBeNull();
    const withStripe = production({ DEV_PAYMENTS: "on", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk", STRIPE_PRICE_ID: "price", STRIPE_WEBHOOK_SECRET: "whsec" });
    expect(devPaymentsWarning(withStripe)).toBeNull();
  });
});
