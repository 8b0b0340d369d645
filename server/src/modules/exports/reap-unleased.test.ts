import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { exportItems, exports, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { attachQueue } from "./testing/export-kit";
import { renewLease } from "./item-lease";
import type { RenderQueue } from "./render-queue";

const LEASE_SECONDS = 1;
let t: TestApp;
let queue: RenderQueue;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ exportLeaseSeconds: LEASE_SECONDS });
  await t.client().register("reaper@example.com");
  userId = (await t.db.select().from(users).where(eq(users.email, "reaper@example.com")))[0]!.id;
  // No workers here: the jobs are "taken" by a worker that then dies (the job marked active by hand).
  queue = await attachQueue(t, 0);
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A pending item whose job a worker has just taken (pg-boss: active), as a worker's fetch leaves it. */
async function takenItem(exportId: string): Promise<string> {
  const jobId = crypto.randomUUID();
  await t.db.insert(exports).values({ id: exportId, userId, format: "png", status: "running", total: 1, counted: false, expiresAt: new Date(Date.now() + 3_600_000) });
  await t.db.insert(exportItems).values({ exportId, position: 1, entryName: "a.png", jobId });
  await queue.enqueue(t.db, [{ id: jobId, data: { exportId, position: 1 } }]);
  await t.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where id = ${jobId}::uuid`);
  return jobId;
}

test("a job taken by a worker that died before its first lease renewal is retried after a lease; one whose worker renews is left alone", async () => {
  const orphan = await takenItem("reapAAAAAAAAAAAAAAAAAA");
  const alive = await takenItem("reapBBBBBBBBBBBBBBBBBB");
  // The live worker renews its lease (the heartbeat's work), the dead one never does.
  const deadline = Date.now() + 15_000;
  while ((await queue.getJob(orphan))?.state === "active" && Date.now() < deadline) {
    await renewLease(t.db, "reapBBBBBBBBBBBBBBBBBB", 1, LEASE_SECONDS * 2);
    await sleep(200);
  }
  expect((await queue.getJob(orphan))?.state).toBe("retry");
  expect((await queue.getJob(alive))?.state).toBe("active");
  const [item] = await t.db.select().from(exportItems).where(eq(exportItems.exportId, "reapAAAAAAAAAAAAAAAAAA"));
  expect(item?.state).toBe("pending");
}, 30_000);
