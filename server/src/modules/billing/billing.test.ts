import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SubscriptionStatus } from "@shared/billing";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { consumeDownload } from "./consume-download";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ stripe: undefined, freeDownloadLimit: 25 });
});
afterAll(() => t.close());

let n = 0;
async function signedIn(patch: Partial<typeof users.$inferInsert> = {}): Promise<{ c: TestClient; id: number }> {
  const c = t.client();
  const { id } = await c.register(`billing${++n}@example.com`);
  if (Object.keys(patch).length) await t.db.update(users).set(patch).where(eq(users.id, id));
  return { c, id };
}

const statusOf = async (c: TestClient) => {
  const res = await c.get("/api/subscription");
  expect(res.status).toBe(200);
  return (await res.json()) as SubscriptionStatus;
};

describe("GET /api/subscription", () => {
  test("a new user is free with nothing used", async () => {
    const { c } = await signedIn();
    expect(await statusOf(c)).toEqual({
      tier: "free",
      status: "free",
      imageCount: 0,
      freeLimit: 25,
      isLimitReached: false,
      isPremium: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  test("a free user at the limit is limit-reached; a premium user never is", async () => {
    const { c: free } = await signedIn({ imagesUsed: 25 });
    expect(await statusOf(free)).toMatchObject({ tier: "free", imageCount: 25, isLimitReached: true, isPremium: false });
    const { c: premium } = await signedIn({ imagesUsed: 40, subscriptionTier: "premium", subscriptionStatus: "active" });
    expect(await statusOf(premium)).toMatchObject({ tier: "premium", status: "active", imageCount: 40, isLimitReached: false, isPremium: true });
  });

  test("signed out is 401 JSON", async () => {
    const res = await t.client().get("/api/subscription");
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty("message");
  });
});

describe("POST /api/track-download", () => {
  test("counts a free user's download and returns the new status", async () => {
    const { c } = await signedIn({ imagesUsed: 3 });
    const res = await c.post("/api/track-download");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imageCount: 4, isLimitReached: false });
    expect((await statusOf(c)).imageCount).toBe(4);
  });

  test("the last free download succeeds, the next is 403 with the limit and count", async () => {
    const { c } = await signedIn({ imagesUsed: 24 });
    const last = await c.post("/api/track-download");
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ imageCount: 25, isLimitReached: true });
    const over = await c.post("/api/track-download");
    expect(over.status).toBe(403);
    expect(await over.json()).toEqual({ message: "Free tier limit reached", code: "limit_reached", freeLimit: 25, imageCount: 25 });
  });

  test("premium downloads are not counted", async () => {
    const { c } = await signedIn({ imagesUsed: 25, subscriptionTier: "premium", subscriptionStatus: "active" });
    for (let i = 0; i < 3; i++) expect((await c.post("/api/track-download")).status).toBe(200);
    expect(await statusOf(c)).toMatchObject({ imageCount: 25, isPremium: true });
  });

  test("signed out is 401 and counts nothing", async () => {
    expect((await t.client().post("/api/track-download")).status).toBe(401);
  });

  test("50 parallel calls at 24 of 25: exactly one succeeds, the count ends at 25", async () => {
    const { c, id } = await signedIn({ imagesUsed: 24 });
    const results = await Promise.all(Array.from({ length: 50 }, () => c.post("/api/track-download")));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(49);
    const refused = await Promise.all(results.filter((r) => r.status === 403).map((r) => r.json() as Promise<{ message: string }>));
    expect(new Set(refused.map((b) => b.message))).toEqual(new Set(["Free tier limit reached"]));
    const [row] = await t.db.select({ used: users.imagesUsed }).from(users).where(eq(users.id, id));
    expect(row?.used).toBe(25);
  });
});

describe("consumeDownload", () => {
  test("counts up to the limit it is given, then throws the 403 AppError", async () => {
    const { id } = await signedIn({ imagesUsed: 1 });
    expect((await consumeDownload(t.db, id, 3)).imagesUsed).toBe(2);
    expect((await consumeDownload(t.db, id, 3)).imagesUsed).toBe(3);
    const error = await consumeDownload(t.db, id, 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 403, code: "limit_reached", message: "Free tier limit reached", extra: { freeLimit: 3, imageCount: 3 } });
  });

  test("reads the tier in the same statement: a user upgraded since sign-in is not counted", async () => {
    const { id } = await signedIn({ imagesUsed: 25 });
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.id, id));
    expect((await consumeDownload(t.db, id, 25)).imagesUsed).toBe(25);
  });

  test("an unknown user is 401", async () => {
    await expect(consumeDownload(t.db, 999_999, 25)).rejects.toMatchObject({ status: 401 });
  });
});

describe("development mode (no Stripe keys)", () => {
  test("create-subscription answers success; activation makes the user premium", async () => {
    const { c, id } = await signedIn({ imagesUsed: 25 });
    const res = await c.post("/api/create-subscription");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, userId: id, message: expect.any(String) });
    expect((await statusOf(c)).isPremium).toBe(false);

    const activated = await c.post("/api/subscription/activate-dev-premium", { userId: id });
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ tier: "premium", isPremium: true, isLimitReached: false });
    expect(await statusOf(c)).toMatchObject({ tier: "premium", status: "active", isPremium: true });
    expect((await c.post("/api/track-download")).status).toBe(200);
  });

  test("activating someone else's id is 403 and changes nothing", async () => {
    const { id: victim, c: victimClient } = await signedIn();
    const { c } = await signedIn();
    const res = await c.post("/api/subscription/activate-dev-premium", { userId: victim });
    expect(res.status).toBe(403);
    expect((await res.json()) as object).toHaveProperty("message");
    expect((await statusOf(c)).isPremium).toBe(false);
    expect((await statusOf(victimClient)).isPremium).toBe(false);
  });

  test("activation needs a sign-in and a numeric userId", async () => {
    expect((await t.client().post("/api/subscription/activate-dev-premium", { userId: 1 })).status).toBe(401);
    const { c } = await signedIn();
    expect((await c.post("/api/subscription/activate-dev-premium", { userId: "abc" })).status).toBe(400);
  });

  test("the mock portal describes the plan; deactivation returns to free", async () => {
    const { c, id } = await signedIn();
    await c.post("/api/subscription/activate-dev-premium", { userId: id });
    const portal = await c.get("/api/customer-portal");
    expect(portal.status).toBe(200);
    expect(await portal.json()).toMatchObject({ success: true, message: expect.any(String), mockData: { tier: "premium", status: "active" } });
    const back = await c.post("/api/subscription/deactivate-dev-premium", { userId: id });
    expect(back.status).toBe(200);
    expect(await statusOf(c)).toMatchObject({ tier: "free", isPremium: false });
  });

  test("billing config says payments are off; the webhook does not exist", async () => {
    expect(await (await t.client().get("/api/billing/config")).json()).toEqual({ paymentsEnabled: false, publishableKey: null });
    expect((await t.client().post("/api/stripe/webhook", {})).status).toBe(404);
  });

  test("the OpenAPI document describes the billing calls", async () => {
    const doc = (await (await t.client().get("/api/openapi.json")).json()) as { paths: Record<string, object> };
    for (const p of [
      "/api/subscription",
      "/api/track-download",
      "/api/create-subscription",
      "/api/customer-portal",
      "/api/subscription/activate-dev-premium",
      "/api/stripe/webhook",
    ])
      expect(doc.paths).toHaveProperty(p);
  });
});
