import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { exportItems, exports, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { claimLapsedLeases, keepLease, renewLease } from "./item-lease";

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.client().register("lease@example.com");
  userId = (await t.db.select().from(users).where(eq(users.email, "lease@example.com")))[0]!.id;
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pendingItem(id: string, jobId: string) {
  await t.db.insert(exports).values({ id, userId, format: "png", status: "running", total: 1, counted: false, expiresAt: new Date(Date.now() + 3_600_000) });
  await t.db.insert(exportItems).values({ exportId: id, position: 1, entryName: "a.png", jobId });
}

test("a lease renewed by its heartbeat is never taken, however long the render; once the beats stop it lapses and is claimed once", async () => {
  const jobId = crypto.randomUUID();
  await pendingItem("leaseAAAAAAAAAAAAAAAAA", jobId);
  expect(await renewLease(t.db, "leaseAAAAAAAAAAAAAAAAA", 1, 2)).toBe(true);
  const controller = new AbortController();
  const stop = keepLease(t.db, "leaseAAAAAAAAAAAAAAAAA", 1, 2, controller);
  // Three leases long: a render this slow keeps its item while its worker lives.
  for (let i = 0; i < 12; i++) {
    await sleep(500);
    expect(await claimLapsedLeases(t.db)).toEqual([]);
  }
  expect(controller.signal.aborted).toBe(false);
  stop();
  // The worker "dies": within a lease the item is handed on, and to one claimant only.
  await sleep(2500);
  expect(await claimLapsedLeases(t.db)).toEqual([jobId]);
  expect(await claimLapsedLeases(t.db)).toEqual([]);
}, 30_000);

test("a lapsed lease on a job the caller's own workers hold is not claimed (its process stalled; it is not dead)", async () => {
  const jobId = crypto.randomUUID();
  await pendingItem("leaseCCCCCCCCCCCCCCCCC", jobId);
  expect(await renewLease(t.db, "leaseCCCCCCCCCCCCCCCCC", 1, 2)).toBe(true);
  await sleep(2500);
  expect(await claimLapsedLeases(t.db, new Set([jobId]))).toEqual([]);
  expect(await claimLapsedLeases(t.db)).toEqual([jobId]);
}, 30_000);

test("the heartbeat stops the render when the item was cancelled", async () => {
  await pendingItem("leaseBBBBBBBBBBBBBBBBB", crypto.randomUUID());
  const controller = new AbortController();
  const stop = keepLease(t.db, "leaseBBBBBBBBBBBBBBBBB", 1, 2, controller);
  await t.db.update(exportItems).set({ state: "cancelled" }).where(eq(exportItems.exportId, "leaseBBBBBBBBBBBBBBBBB"));
  await sleep(1200);
  stop();
  expect(controller.signal.aborted).toBe(true);
  expect(await renewLease(t.db, "leaseBBBBBBBBBBBBBBBBB", 1, 2)).toBe(false);
});
