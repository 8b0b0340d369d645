import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EXPORT_MAX_ITEMS, EXPORT_STORAGE_CAP_BYTES, type ExportList, type ExportStatus } from "@shared/exports";
import { exportItems, exports, users, type TemplateRow } from "../../db/schema";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, imagesUsed, uploadArtwork } from "../artworks/testing/artwork-kit";
import { storedKeys } from "../artworks/testing/test-files";
import { enforceExportQuota } from "./enforce-export-quota";
import { exportFileKey } from "./export-files";
import { queueOptionsFor } from "./queue-options";
import { renderExportItem } from "./render-export-item";
import { startRenderQueue, type RenderQueue } from "./render-queue";
import { renderPool } from "../../image/render-pool";
import { attachQueue, exportRow, waitForExport } from "./testing/export-kit";

let t: TestApp;
let small: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;
/** Enqueues only: the tests decide when a worker runs. */
let web: RenderQueue;
let worker: RenderQueue | undefined;

beforeAll(async () => {
  ({ t, small, artJpeg, alice, bob } = await createArtworkKit());
  web = await attachQueue(t, 0);
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await web?.stop();
  await t?.close();
});

const startWorker = async () => (worker = await startRenderQueue(t.deps, queueOptionsFor(t.database, t.deps.config, 1)));
const stopWorker = async () => {
  await worker?.stop();
  worker = undefined;
};
const setTier = (email: string, tier: "free" | "premium") => t.db.update(users).set({ subscriptionTier: tier }).where(eq(users.email, email));

async function createExport(client: TestClient, artworkId: string, count: number): Promise<string> {
  const items = Array.from({ length: count }, () => ({ artworkId, templateId: small.id, fit: "expand" }));
  const res = await client.post("/api/exports", { items, format: "jpeg" });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

describe("the fair queue", () => {
  test("one user's three 500-item ZIPs hold another user's one-image ZIP back by at most one item", async () => {
    await setTier("alice@example.com", "premium");
    const art = await uploadArtwork(alice, artJpeg);
    const big = [];
    for (let i = 0; i < 3; i++) big.push(await createExport(alice, art.id, EXPORT_MAX_ITEMS));
    const bobArt = await uploadArtwork(bob, artJpeg);
    const bobs = await createExport(bob, bobArt.id, 1);

    await startWorker();
    // The order below is the claim (an unfair queue puts Alice's items before Bob's); the wait
    // only has to outlast a busy machine.
    const status = await waitForExport(bob, bobs, 150_000);
    expect(status.status).toBe("done");
    await stopWorker();
    // Alice's first item was queued first and may have gone before Bob's; nothing more of hers.
    const finishedAt = async (jobId: string) => (await web.getJob(jobId))?.completedOn?.getTime() ?? Infinity;
    const [bobsItem] = await t.db.select().from(exportItems).where(eq(exportItems.exportId, bobs));
    const bobDone = await finishedAt(bobsItem!.jobId);
    const alicesDone = await t.db.select().from(exportItems).where(and(inArray(exportItems.exportId, big), eq(exportItems.state, "done")));
    expect(alicesDone.length).toBeGreaterThan(0);
    const before = (await Promise.all(alicesDone.map((i) => finishedAt(i.jobId)))).filter((at) => at < bobDone);
    expect(before.length).toBeLessThanOrEqual(1);

    // Cancelling stops the rest: no item of hers runs again, nothing stays on disk.
    for (const id of big) expect((await alice.delete(`/api/exports/${id}`)).status).toBe(200);
    const left = await t.db.select().from(exportItems).where(and(inArray(exportItems.exportId, big), eq(exportItems.state, "pending")));
    expect(left).toEqual([]);
    for (const id of big) expect(storedKeys(t.deps.config.dataDir, `exports/${id}`)).toEqual([]);
    await setTier("alice@example.com", "free");
  }, 300_000);
});

describe("stopping a worker", () => {
  test("a render the worker's shutdown stops writes nothing and leaves its item pending; the next worker renders it", async () => {
    await t.db.update(users).set({ imagesUsed: 0 }).where(eq(users.email, "bob@example.com"));
    const art = await uploadArtwork(bob, artJpeg);
    const id = await createExport(bob, art.id, 1);
    const [item] = await t.db.select().from(exportItems).where(eq(exportItems.exportId, id));
    // What a worker does with a job it holds when its queue's stop() ends the grace.
    const stopping = AbortSignal.abort();
    await expect(renderExportItem(t.deps, { exportId: id, position: item!.position }, t.deps.config.exportLeaseSeconds, undefined, stopping)).rejects.toThrow();
    expect(storedKeys(t.deps.config.dataDir, `exports/${id}`)).toEqual([]);
    const [after] = await t.db.select().from(exportItems).where(eq(exportItems.exportId, id));
    expect(after!.state).toBe("pending");

    await startWorker();
    expect((await waitForExport(bob, id, 120_000)).status).toBe("done");
    await stopWorker();
    expect(storedKeys(t.deps.config.dataDir, `exports/${id}`)).toHaveLength(1);
  }, 180_000);
});

describe("DELETE /api/exports/{id}", () => {
  test("a queued export is cancelled: its jobs leave the queue, its downloads are given back, its status says cancelled", async () => {
    await t.db.update(users).set({ imagesUsed: 0 }).where(eq(users.email, "bob@example.com"));
    const art = await uploadArtwork(bob, artJpeg);
    const id = await createExport(bob, art.id, 5);
    expect(await imagesUsed(t.db, "bob@example.com")).toBe(5);
    const jobs = await t.db.select({ jobId: exportItems.jobId }).from(exportItems).where(eq(exportItems.exportId, id));

    const res = await bob.delete(`/api/exports/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "cancelled", done: 0, total: 5 });
    expect(await imagesUsed(t.db, "bob@example.com")).toBe(0);
    for (const { jobId } of jobs) expect((await web.getJob(jobId))?.state).toBe("cancelled");
    expect(((await (await bob.get(`/api/exports/${id}`)).json()) as ExportStatus).status).toBe("cancelled");
    expect((await bob.get(`/api/exports/${id}/download`)).status).toBe(409);
    // It is gone from the list, and a worker started now renders nothing of it.
    expect(((await (await bob.get("/api/exports")).json()) as ExportList).exports.map((e) => e.id)).not.toContain(id);
  });

  test("a running export is cancelled mid-way: the rendered files are removed, only the unrendered downloads come back", async () => {
    await t.db.update(users).set({ imagesUsed: 0 }).where(eq(users.email, "bob@example.com"));
    const art = await uploadArtwork(bob, artJpeg);
    const id = await createExport(bob, art.id, 20);
    await startWorker();
    const deadline = Date.now() + 60_000;
    while (((await exportRow(t.db, id))?.done ?? 0) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const res = await bob.delete(`/api/exports/${id}`);
    expect(res.status).toBe(200);
    await stopWorker();
    const row = await exportRow(t.db, id);
    expect(row?.status).toBe("cancelled");
    expect(row!.done).toBeGreaterThanOrEqual(2);
    expect(row!.done).toBeLessThan(20);
    // Files rendered before the cancel were delivered to nobody, but they were rendered: only the rest is refunded.
    expect(await imagesUsed(t.db, "bob@example.com")).toBe(row!.done);
    expect(storedKeys(t.deps.config.dataDir, `exports/${id}`)).toEqual([]);
    const states = (await t.db.select().from(exportItems).where(eq(exportItems.exportId, id))).map((i) => i.state);
    expect(states.filter((s) => s === "pending")).toEqual([]);
  }, 120_000);

  test("someone else's export is 404 and stays as it was", async () => {
    const art = await uploadArtwork(bob, artJpeg);
    const id = await createExport(bob, art.id, 1);
    expect((await alice.delete(`/api/exports/${id}`)).status).toBe(404);
    expect((await exportRow(t.db, id))?.status).toBe("queued");
    expect((await t.client().delete(`/api/exports/${id}`)).status).toBe(401);
    await bob.delete(`/api/exports/${id}`);
  });
});

describe("a ZIP item past its time budget", () => {
  test("fails for good: the render is stopped, the item settles as failed and is refunded, its job never runs again", async () => {
    await t.db.update(users).set({ imagesUsed: 0 }).where(eq(users.email, "bob@example.com"));
    const art = await uploadArtwork(bob, artJpeg);
    const id = await createExport(bob, art.id, 1);
    const defaults = renderPool.configure({ lightTimeoutMs: 1, heavyTimeoutMs: 1 });
    try {
      await startWorker();
      const status = await waitForExport(bob, id, 60_000);
      expect(status).toMatchObject({ status: "failed", done: 0, failed: 1 });
    } finally {
      await stopWorker();
      renderPool.configure(defaults);
    }
    expect(await imagesUsed(t.db, "bob@example.com")).toBe(0);
    const [item] = await t.db.select().from(exportItems).where(eq(exportItems.exportId, id));
    expect(await web.getJob(item!.jobId)).toMatchObject({ state: "completed", retryCount: 0 });
  }, 90_000);
});

describe("finished ZIPs capped on disk per user", () => {
  /** A finished export of `gb` gigabytes (its size as the items record it), `hoursAgo` old, with one real file. */
  async function finished(userId: number, gb: number, hoursAgo: number): Promise<string> {
    const id = `quota${String(Math.random()).slice(2, 19)}`.padEnd(22, "x").slice(0, 22);
    const createdAt = new Date(Date.now() - hoursAgo * 3_600_000);
    // One file is at most a gigabyte here (the column is a 32-bit integer, and no image is bigger).
    const sizes = Array.from({ length: Math.ceil(gb) }, (_, i) => Math.round(Math.min(1, gb - i) * 1024 ** 3));
    await t.db.insert(exports).values({ id, userId, format: "jpeg", status: "done", total: sizes.length, done: sizes.length, counted: false, createdAt, expiresAt: new Date(createdAt.getTime() + 24 * 3_600_000) });
    await t.db.insert(exportItems).values(sizes.map((bytes, i) => ({ exportId: id, position: i + 1, entryName: `${i}.jpg`, state: "done" as const, bytes, jobId: crypto.randomUUID() })));
    await t.deps.storage.put(exportFileKey(id, 1, "jpeg"), new Uint8Array([1, 2, 3]), "image/jpeg");
    return id;
  }

  test("past 2 GB on the free plan the oldest finished ZIPs go first; the list shows the space and the cap", async () => {
    await setTier("alice@example.com", "free");
    const [carol] = await t.db.select().from(users).where(eq(users.email, "alice@example.com"));
    const userId = carol!.id;
    const oldest = await finished(userId, 0.9, 5);
    const older = await finished(userId, 0.9, 3);
    const newest = await finished(userId, 0.9, 1);
    const removed = await enforceExportQuota(t.deps, userId, newest);
    expect(removed).toEqual([oldest]);
    expect((await alice.get(`/api/exports/${oldest}`)).status).toBe(410);
    expect(storedKeys(t.deps.config.dataDir, `exports/${oldest}`)).toEqual([]);
    expect((await alice.get(`/api/exports/${older}`)).status).toBe(200);
    const list = (await (await alice.get("/api/exports")).json()) as ExportList;
    expect(list.storage).toEqual({ usedBytes: 2 * Math.round(0.9 * 1024 ** 3), capBytes: EXPORT_STORAGE_CAP_BYTES.free });
    expect(list.exports.map((e) => e.id).slice(0, 2)).toEqual([newest, older]);

    // Premium keeps 10 GB: nothing more goes.
    await setTier("alice@example.com", "premium");
    const big = await finished(userId, 5, 0.5);
    expect(await enforceExportQuota(t.deps, userId, big)).toEqual([]);
    expect(((await (await alice.get("/api/exports")).json()) as ExportList).storage.capBytes).toBe(EXPORT_STORAGE_CAP_BYTES.premium);
    // The newest stays even when it alone passes the cap.
    const huge = await finished(userId, 11, 0.1);
    expect(await enforceExportQuota(t.deps, userId, huge)).toEqual([older, newest, big]);
    expect((await alice.get(`/api/exports/${huge}`)).status).toBe(200);
    await setTier("alice@example.com", "free");
  });
});
