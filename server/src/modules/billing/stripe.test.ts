import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SubscriptionStatus } from "@shared/billing";
import { users } from "../../db/schema";
import type { Config } from "../../env";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { FakeStripe, stripeEvent } from "./testing/fake-stripe";

const WEBHOOK_SECRET = "whsec_test_billing";
const stripeConfig = (apiBase: string): NonNullable<Config["stripe"]> => ({
  secretKey: "sk_test_fake",
  publishableKey: "pk_test_fake",
  priceId: "price_premium",
  webhookSecret: WEBHOOK_SECRET,
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

let n = 0;
async function signedIn(app: TestApp = t) {
  const c = app.client();
  const { id } = await c.register(`payer${++n}@example.com`);
  return { c, id };
}

const statusOf = async (c: TestClient) => (await (await c.get("/api/subscription")).json()) as SubscriptionStatus;
const userRow = async (id: number, app: TestApp = t) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

function deliver(event: object, opts: { secret?: string; app?: TestApp; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  const body = opts.tamper ? payload.replace('"livemode": false', '"livemode": true') : payload;
  return (opts.app ?? t).app.request("/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    body,
  });
}

/** A signed-in user who went through create-subscription: a Stripe customer and an incomplete subscription. */
async function subscriber() {
  const { c, id } = await signedIn();
  const res = await c.post("/api/create-subscription");
  expect(res.status).toBe(200);
  const { subscriptionId } = (await res.json()) as { subscriptionId: string };
  return { c, id, subscriptionId };
}

describe("create-subscription with Stripe", () => {
  test("creates a customer and an incomplete subscription, and returns its client secret", async () => {
    const { c, id } = await signedIn();
    const res = await c.post("/api/create-subscription");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clientSecret: string; subscriptionId: string };
    expect(body.clientSecret).toBe(`pi_for_${body.subscriptionId}_secret_test`);

    const row = await userRow(id);
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    const created = fake.calls.find((x) => x.path === "/v1/subscriptions" && x.method === "POST" && (x.params.metadata as { userId?: string }).userId === String(id));
    expect(created?.params).toMatchObject({
      customer: row?.stripeCustomerId,
      payment_behavior: "default_incomplete",
      items: { 0: { price: "price_premium" } },
      expand: { 0: "latest_invoice.confirmation_secret" },
    });
    expect(await statusOf(c)).toMatchObject({ tier: "free", isPremium: false, status: "incomplete" });
  });

  test("pressing Upgrade again reuses the open subscription and the customer", async () => {
    const { c, id, subscriptionId } = await subscriber();
    const customer = (await userRow(id))?.stripeCustomerId;
    const creates = () => fake.calls.filter((x) => x.method === "POST" && (x.path === "/v1/subscriptions" || x.path === "/v1/customers")).length;
    const before = creates();
    const again = (await (await c.post("/api/create-subscription")).json()) as { subscriptionId: string };
    expect(again.subscriptionId).toBe(subscriptionId);
    expect(creates()).toBe(before);
    expect((await userRow(id))?.stripeCustomerId).toBe(customer);
  });

  test("a customer deleted at Stripe is replaced", async () => {
    const { c, id } = await subscriber();
    const old = (await userRow(id))?.stripeCustomerId as string;
    fake.customers.delete(old);
    expect((await c.post("/api/create-subscription")).status).toBe(200);
    const now = (await userRow(id))?.stripeCustomerId;
    expect(now).toMatch(/^cus_/);
    expect(now).not.toBe(old);
  });

  test("a premium user gets 409; signed out gets 401", async () => {
    const { c, id } = await signedIn();
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.id, id));
    expect((await c.post("/api/create-subscription")).status).toBe(409);
    expect((await t.client().post("/api/create-subscription")).status).toBe(401);
  });

  test("billing config gives the browser the publishable key", async () => {
    expect(await (await t.client().get("/api/billing/config")).json()).toEqual({ paymentsEnabled: true, publishableKey: "pk_test_fake" });
  });
});

describe("customer portal with Stripe", () => {
  test("returns the portal url, returning to /subscription", async () => {
    const { c, id } = await subscriber();
    const res = await c.get("/api/customer-portal");
    expect(res.status).toBe(200);
    expect((await res.json()) as object).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    const call = fake.calls.findLast((x) => x.path === "/v1/billing_portal/sessions");
    expect(call?.params).toEqual({ customer: (await userRow(id))?.stripeCustomerId, return_url: "http://localhost/subscription" });
  });

  test("without a Stripe customer there is nothing to manage: 404", async () => {
    const { c } = await signedIn();
    const res = await c.get("/api/customer-portal");
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty("message");
  });
});

describe("development calls are refused when Stripe keys are set", () => {
  test("activate-dev-premium and deactivate-dev-premium are 403, even for oneself", async () => {
    const { c, id } = await signedIn();
    expect((await c.post("/api/subscription/activate-dev-premium", { userId: id })).status).toBe(403);
    expect((await c.post("/api/subscription/deactivate-dev-premium", { userId: id })).status).toBe(403);
    expect((await statusOf(c)).isPremium).toBe(false);
  });
});

describe("webhooks", () => {
  test("a missing, wrong or tampered signature is 400 and changes nothing", async () => {
    const { c, subscriptionId } = await subscriber();
    fake.updateSubscription(subscriptionId, { status: "active" });
    const event = stripeEvent("customer.subscription.updated", fake.subscriptions.get(subscriptionId) as object);

    const unsigned = await t.app.request("/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: expect.any(String), code: "bad_request" });
    const wrongSecret = await deliver(event, { secret: "whsec_someone_else" });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({ message: expect.any(String), code: "bad_request" });
    expect((await deliver(event, { tamper: true })).status).toBe(400);
    expect((await statusOf(c)).isPremium).toBe(false);

    // The same event, properly signed, still applies: the failures recorded nothing.
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await statusOf(c)).isPremium).toBe(true);
  });

  test("subscription.updated to active makes the user premium with the period end", async () => {
    const { c, id, subscriptionId } = await subscriber();
    const sub = fake.updateSubscription(subscriptionId, { status: "active" });
    const res = await deliver(stripeEvent("customer.subscription.updated", sub));
    expect(res.status).toBe(200);
    const status = await statusOf(c);
    expect(status).toMatchObject({ tier: "premium", status: "active", isPremium: true, cancelAtPeriodEnd: false });
    expect(status.currentPeriodEnd).toBe(new Date((sub.items.data[0]?.current_period_end ?? 0) * 1000).toISOString());
    expect((await userRow(id))?.stripeSubscriptionId).toBe(subscriptionId);
  });

  test("a replayed event changes nothing, even when Stripe's state has moved on", async () => {
    const { c, subscriptionId } = await subscriber();
    const event = stripeEvent("customer.subscription.updated", fake.updateSubscription(subscriptionId, { status: "active" }));
    expect(await (await deliver(event)).json()).toMatchObject({ outcome: "applied" });
    fake.updateSubscription(subscriptionId, { status: "canceled" });
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await statusOf(c)).toMatchObject({ tier: "premium", status: "active" });
  });

  test("cancel at period end keeps premium; subscription.deleted returns to free", async () => {
    const { c, subscriptionId } = await subscriber();
    await deliver(stripeEvent("customer.subscription.updated", fake.updateSubscription(subscriptionId, { status: "active" })));
    const cancelling = fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    await deliver(stripeEvent("customer.subscription.updated", cancelling));
    expect(await statusOf(c)).toMatchObject({ tier: "premium", isPremium: true, status: "active", cancelAtPeriodEnd: true });

    const ended = fake.updateSubscription(subscriptionId, { status: "canceled" });
    expect((await deliver(stripeEvent("customer.subscription.deleted", ended))).status).toBe(200);
    expect(await statusOf(c)).toMatchObject({ tier: "free", isPremium: false, status: "canceled", cancelAtPeriodEnd: false });
  });

  test("out-of-order delivery ends in Stripe's current state, whatever the payloads say", async () => {
    const { c, subscriptionId } = await subscriber();
    const createdPayload = structuredClone(fake.subscriptions.get(subscriptionId)) as object; // status incomplete
    const activePayload = structuredClone(fake.updateSubscription(subscriptionId, { status: "active" }));
    await deliver(stripeEvent("customer.subscription.updated", activePayload));
    await deliver(stripeEvent("customer.subscription.created", createdPayload)); // late
    expect(await statusOf(c)).toMatchObject({ tier: "premium", status: "active" });

    // And the other way round: a stale "active" arriving after the end does not revive premium.
    const endedPayload = structuredClone(fake.updateSubscription(subscriptionId, { status: "canceled" }));
    await deliver(stripeEvent("customer.subscription.deleted", endedPayload));
    await deliver(stripeEvent("customer.subscription.updated", activePayload));
    expect(await statusOf(c)).toMatchObject({ tier: "free", status: "canceled", isPremium: false });
  });

  test("invoice.payment_failed: past_due keeps premium while Stripe retries; unpaid ends it", async () => {
    const { c, subscriptionId } = await subscriber();
    await deliver(stripeEvent("customer.subscription.updated", fake.updateSubscription(subscriptionId, { status: "active" })));
    const invoice = { id: "in_failed", object: "invoice", parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } } };
    fake.updateSubscription(subscriptionId, { status: "past_due" });
    await deliver(stripeEvent("invoice.payment_failed", invoice));
    expect(await statusOf(c)).toMatchObject({ tier: "premium", status: "past_due" });
    fake.updateSubscription(subscriptionId, { status: "unpaid" });
    await deliver(stripeEvent("invoice.payment_failed", invoice));
    expect(await statusOf(c)).toMatchObject({ tier: "free", status: "unpaid", isPremium: false });
  });

  test("checkout.session.completed links a user without a customer through client_reference_id", async () => {
    const { c, id } = await signedIn();
    const sub = fake.putSubscription({ customer: "cus_from_checkout" });
    const session = { id: "cs_1", object: "checkout.session", mode: "subscription", client_reference_id: String(id), customer: "cus_from_checkout", subscription: sub.id };
    expect(await (await deliver(stripeEvent("checkout.session.completed", session))).json()).toMatchObject({ outcome: "applied" });
    expect(await statusOf(c)).toMatchObject({ tier: "premium", isPremium: true });
    expect((await userRow(id))?.stripeCustomerId).toBe("cus_from_checkout");
  });

  test("an old subscription ending does not downgrade a user who subscribed again", async () => {
    const { c, id, subscriptionId: old } = await subscriber();
    const customer = (await userRow(id))?.stripeCustomerId as string;
    const current = fake.putSubscription({ customer, status: "active" });
    await deliver(stripeEvent("customer.subscription.created", current));
    expect((await statusOf(c)).isPremium).toBe(true);
    await deliver(stripeEvent("customer.subscription.updated", fake.updateSubscription(old, { status: "incomplete_expired" })));
    expect(await statusOf(c)).toMatchObject({ tier: "premium", status: "active" });
  });

  test("other event types and unknown customers are acknowledged and ignored", async () => {
    expect(await (await deliver(stripeEvent("charge.succeeded", { id: "ch_1", object: "charge" }))).json()).toEqual({ received: true, outcome: "ignored" });
    const stranger = fake.putSubscription({ customer: "cus_not_ours" });
    const res = await deliver(stripeEvent("customer.subscription.updated", stranger));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "ignored" });
  });
});

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe("Stripe unreachable", () => {
  test("payment calls answer 503, the rest of the server keeps working, and it recovers by itself", async () => {
    const port = await closedPort();
    const down = await createTestApp({ stripe: stripeConfig(`http://127.0.0.1:${port}`) });
    const later = new FakeStripe();
    try {
      const { c, id } = await signedIn(down);

      const res = await c.post("/api/create-subscription");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: "Payment service is temporarily unavailable. Please try again.", code: "unavailable" });
      expect((await c.get("/api/subscription")).status).toBe(200);
      expect((await c.post("/api/track-download")).status).toBe(200);

      // A webhook that cannot re-read the subscription is 503 (Stripe retries) and is not recorded.
      await down.db.update(users).set({ stripeCustomerId: "cus_down" }).where(eq(users.id, id));
      const event = stripeEvent("customer.subscription.updated", { id: "sub_down", object: "subscription", customer: "cus_down", status: "active" });
      expect((await deliver(event, { app: down })).status).toBe(503);

      // Stripe comes back on the same address: the same server, unrestarted, now succeeds.
      await later.start(port);
      later.putSubscription({ id: "sub_down", customer: "cus_down", status: "active" });
      expect(await (await deliver(event, { app: down })).json()).toMatchObject({ outcome: "applied" });
      expect(await statusOf(c)).toMatchObject({ tier: "premium" });
      await down.db.update(users).set({ subscriptionTier: "free" }).where(eq(users.id, id));
      const retry = await c.post("/api/create-subscription");
      expect(retry.status).toBe(200);
      expect(await retry.json()).toHaveProperty("clientSecret");
    } finally {
      await later.stop();
      await down.close();
    }
  });
});
