import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema";
import type { Config } from "../../env";
import { createTestApp, type TestApp } from "../../test/test-app";
import { FakeStripe } from "../billing/testing/fake-stripe";

const stripeConfig = (apiBase: string): NonNullable<Config["stripe"]> => ({
  secretKey: "sk_test_fake",
  publishableKey: "pk_test_fake",
  priceId: "price_premium",
  webhookSecret: "whsec_test_account",
  apiBase,
});

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await new FakeStripe().start();
  t = await createTestApp({ stripe: stripeConfig(fake.url) });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const PASSWORD = "stripe-pass-1";
let n = 0;

/** A premium user whose Stripe subscription is active, as the webhooks would have left it. */
async function subscriber(app: TestApp = t) {
  const c = app.client();
  const { id } = await c.register(`sub${++n}@example.com`, PASSWORD);
  const sub = fake.putSubscription({ customer: `cus_account_${n}` });
  await app.db
    .update(users)
    .set({ stripeCustomerId: sub.customer, stripeSubscriptionId: sub.id, subscriptionStatus: "active", subscriptionTier: "premium" })
    .where(eq(users.id, id));
  return { c, id, sub };
}

describe("deleting an account in real Stripe mode", () => {
  test("cancels the subscription at Stripe, then deletes the account", async () => {
    const { c, id, sub } = await subscriber();
    const res = await c.request("DELETE", "/api/account", { json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(fake.calls.some((x) => x.method === "DELETE" && x.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(fake.subscriptions.get(sub.id)?.status).toBe("canceled");
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
  });

  test("a wrong password cancels nothing", async () => {
    const { c, sub } = await subscriber();
    expect((await c.request("DELETE", "/api/account", { json: { password: "not-it-at-all" } })).status).toBe(400);
    expect(fake.calls.some((x) => x.method === "DELETE" && x.path === `/v1/subscriptions/${sub.id}`)).toBe(false);
    expect(fake.subscriptions.get(sub.id)?.status).toBe("active");
  });

  test("a subscription Stripe no longer has does not block the deletion", async () => {
    const { c, id, sub } = await subscriber();
    fake.subscriptions.delete(sub.id);
    expect((await c.request("DELETE", "/api/account", { json: { password: PASSWORD } })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
  });

  test("an unreachable Stripe is a 503 and the account stays", async () => {
    const down = await createTestApp({ stripe: stripeConfig("http://127.0.0.1:9") });
    try {
      const { c, id } = await subscriber(down);
      const res = await c.request("DELETE", "/api/account", { json: { password: PASSWORD } });
      expect(res.status).toBe(503);
      expect(await down.db.select({ id: users.id }).from(users).where(eq(users.id, id))).toEqual([{ id }]);
      expect((await c.get("/api/auth/user")).status).toBe(200);
    } finally {
      await down.close();
    }
    // The SDK's own retry with back-off runs before the 503.
  }, 60_000);
});
