import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { exportItems } from "../../db/schema";
import { createArtworkKit, uploadArtwork } from "../artworks/testing/artwork-kit";
import type { TestApp, TestClient } from "../../test/test-app";
import type { TemplateRow } from "../../db/schema";
import { attachQueue, waitForExport } from "./testing/export-kit";
import type { RenderQueue } from "./render-queue";

const LEASE_SECONDS = 2;
let t: TestApp;
let large: TemplateRow;
let artJpeg: Buffer;
let bob: TestClient;
let queue: RenderQueue;
beforeAll(async () => {
  ({ t, large, artJpeg, bob } = await createArtworkKit({ exportLeaseSeconds: LEASE_SECONDS }));
  queue = await attachQueue(t, 1);
}, 120_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** What a starved process looks like from inside: nothing on its event loop runs, not the heartbeat, not the reaper. */
const stall = (ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; );
};

test("a worker whose process stalls past its lease (a busy machine) keeps its renders: no job is failed and retried by its own reaper", async () => {
  const art = await uploadArtwork(bob, artJpeg);
  const items = Array.from({ length: 4 }, () => ({ artworkId: art.id, templateId: large.id, fit: "expand" }));
  const res = await bob.post("/api/exports", { items, format: "png" });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = (await res.json()) as { id: string };

  // Each time an item is leased (being rendered), the process stalls for longer than the lease.
  const stalled = new Set<number>();
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    const leased = await t.db.select().from(exportItems).where(eq(exportItems.exportId, id));
    if (leased.every((item) => item.state !== "pending")) break;
    for (const item of leased) {
      if (item.state !== "pending" || item.leaseUntil === null || stalled.has(item.position)) continue;
      stalled.add(item.position);
      stall(LEASE_SECONDS * 1500);
    }
    await sleep(20);
  }
  expect(stalled.size).toBeGreaterThan(0);
  expect((await waitForExport(bob, id, 120_000)).status).toBe("done");

  const rows = await t.db.select().from(exportItems).where(eq(exportItems.exportId, id));
  const jobsNow = () => Promise.all(rows.map((r) => queue.getJob(r.jobId)));
  // The last job is marked completed just after its item settles.
  let jobs = await jobsNow();
  for (const deadline = Date.now() + 10_000; jobs.some((job) => job?.state === "active") && Date.now() < deadline; jobs = await jobsNow()) await sleep(100);
  expect(jobs.map((job) => [job?.state, job?.retryCount])).toEqual(rows.map(() => ["completed", 0]));
}, 240_000);
