import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EXPORT_MAX_ITEMS, type ExportStatus } from "@shared/exports";
import { exportItems, exports, users, type TemplateRow } from "../../db/schema";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, imagesUsed as usedBy, uploadArtwork } from "../artworks/testing/artwork-kit";
import { fileOfImageUrl, templateKeys } from "../templates/template-files";
import { storedKeys } from "../artworks/testing/test-files";
import type { RenderQueue } from "./render-queue";
import { drawQuadrantArtwork, LIT_TOLERANCE, quadrantOf } from "../../image/fixtures/draw-artwork";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import { renderExportItem } from "./render-export-item";
import { sweepExpiredExports } from "./sweep-expired-exports";
import { attachQueue, describeEntries, exportRow, readZip, waitForExport } from "./testing/export-kit";

let t: TestApp;
let small: TemplateRow;
let large: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;
let queue: RenderQueue;

beforeAll(async () => {
  ({ t, small, large, artJpeg, alice, bob } = await createArtworkKit());
  queue = await attachQueue(t);
}, 120_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const imagesUsed = (email: string) => usedBy(t.db, email);
const setUsed = (email: string, n: number) => t.db.update(users).set({ imagesUsed: n }).where(eq(users.email, email));
const create = (client: TestClient, body: unknown) => client.post("/api/exports", body);
const items = (artworkId: string, templateIds: number[], fit = "expand") => templateIds.map((templateId) => ({ artworkId, templateId, fit }));

async function createOk(client: TestClient, body: unknown) {
  const res = await create(client, body);
  expect(res.status, await res.clone().text()).toBe(202);
  return (await res.json()) as { id: string; total: number };
}

async function downloadZip(client: TestClient, status: ExportStatus) {
  expect(status.downloadUrl).toBe(`/api/exports/${status.id}/download`);
  const res = await client.get(status.downloadUrl as string);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mockups-.+\.zip"/);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
  return readZip(bytes);
}

describe("POST /api/exports → GET status → GET download", () => {
  test("two artworks × two templates: 202, progress to done, one folder per artwork, every entry a PNG of the export size, counted once", async () => {
    await setUsed("alice@example.com", 0);
    const [a, b] = [await uploadArtwork(alice, artJpeg), await uploadArtwork(alice, artJpeg)];
    const created = await createOk(alice, { items: [...items(a.id, [small.id, large.id]), ...items(b.id, [small.id, large.id], "fill")], format: "png" });
    expect(created.total).toBe(4);
    // Counted at creation, all at once: before any file is rendered.
    expect(await imagesUsed("alice@example.com")).toBe(4);

    const first = await alice.get(`/api/exports/${created.id}`);
    const early = (await first.json()) as ExportStatus;
    expect(["queued", "running", "done"]).toContain(early.status);
    expect(early.total).toBe(4);

    const status = await waitForExport(alice, created.id);
    expect(status).toMatchObject({ status: "done", done: 4, failed: 0, total: 4 });
    const entries = await describeEntries(await downloadZip(alice, status));
    // Free plan: standard quality, ≤ 2000 px on the long side (3000 × 2000 → 2000 × 1333).
    expect(entries).toEqual([
      { name: "artwork-1/mockup-1-3x2-black-living-room-mockup-1.png", format: "png", width: 600, height: 400 },
      { name: "artwork-1/mockup-2-3x2-oak-bedroom-mockup-2.png", format: "png", width: 2000, height: 1333 },
      { name: "artwork-2/mockup-1-3x2-black-living-room-mockup-1.png", format: "png", width: 600, height: 400 },
      { name: "artwork-2/mockup-2-3x2-oak-bedroom-mockup-2.png", format: "png", width: 2000, height: 1333 },
    ]);
    // Downloading the ZIP again costs nothing more.
    await downloadZip(alice, status);
    expect(await imagesUsed("alice@example.com")).toBe(4);
  }, 90_000);

  test("one artwork: no folders; JPEG entries; premium gets full resolution and is not counted", async () => {
    await t.db.update(users).set({ subscriptionTier: "premium", imagesUsed: 25 }).where(eq(users.email, "alice@example.com"));
    try {
      const art = await uploadArtwork(alice, artJpeg);
      const created = await createOk(alice, { items: items(art.id, [large.id, small.id]), format: "jpeg" });
      const status = await waitForExport(alice, created.id);
      expect(await describeEntries(await downloadZip(alice, status))).toEqual([
        { name: "mockup-2-3x2-oak-bedroom-mockup-1.jpg", format: "jpeg", width: 3000, height: 2000 },
        { name: "mockup-1-3x2-black-living-room-mockup-2.jpg", format: "jpeg", width: 600, height: 400 },
      ]);
      expect(await imagesUsed("alice@example.com")).toBe(25);
    } finally {
      await t.db.update(users).set({ subscriptionTier: "free", imagesUsed: 0 }).where(eq(users.email, "alice@example.com"));
    }
  }, 90_000);

  test("saved mockups (the gallery's selection) export under their names", async () => {
    await setUsed("alice@example.com", 0);
    const art = await uploadArtwork(alice, artJpeg);
    const saved = [];
    for (const name of ["Sunny Lounge", "Quiet Bedroom"]) {
      const res = await alice.post("/api/mockups", { name, artworkId: art.id, templateId: small.id, fit: "expand" });
      expect(res.status, await res.clone().text()).toBe(201);
      saved.push((await res.json()) as { id: number });
    }
    const ids = saved.map((s) => s.id);
    const created = await createOk(alice, { mockupIds: ids, format: "png" });
    const status = await waitForExport(alice, created.id);
    expect(await describeEntries(await downloadZip(alice, status))).toEqual([
      { name: `sunny-lounge-${ids[0]}.png`, format: "png", width: 600, height: 400 },
      { name: `quiet-bedroom-${ids[1]}.png`, format: "png", width: 600, height: 400 },
    ]);
    expect(await imagesUsed("alice@example.com")).toBe(2);
  }, 90_000);
});

describe("validation", () => {
  test("bad bodies are 400 with a message; signed out is 401", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const cases: [unknown, RegExp][] = [
      [{ items: [], format: "png" }, /at least one/],
      [{ mockupIds: [] }, /at least one/],
      [{ items: Array.from({ length: EXPORT_MAX_ITEMS + 1 }, () => ({ artworkId: art.id, templateId: small.id, fit: "expand" })) }, /at most 500/],
      [{ items: items(art.id, [small.id]), format: "gif" }, /format must be png or jpeg/],
      [{ items: [{ artworkId: art.id, templateId: "x" }] }, /./],
      [{ items: items(art.id, [small.id], "squash") }, /fit must be/],
      [{ mockupIds: [1, 1] }, /once/],
      [{}, /./],
    ];
    for (const [body, message] of cases) {
      const res = await create(alice, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const raw = await alice.request("POST", "/api/exports", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(raw.status).toBe(400);
    const anon = t.client();
    expect((await create(anon, { items: items(art.id, [small.id]) })).status).toBe(401);
    expect((await anon.get("/api/exports/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(401);
  });

  test("unknown template → 404, nothing counted or created", async () => {
    await setUsed("alice@example.com", 0);
    const art = await uploadArtwork(alice, artJpeg);
    const before = (await t.db.select().from(exports)).length;
    const res = await create(alice, { items: items(art.id, [small.id, 999_999]) });
    expect(res.status).toBe(404);
    expect((await t.db.select().from(exports)).length).toBe(before);
    expect(await imagesUsed("alice@example.com")).toBe(0);
  });
});

describe("ownership", () => {
  test("another user's export, artwork or mockup is 404", async () => {
    await setUsed("alice@example.com", 0);
    const art = await uploadArtwork(alice, artJpeg);
    const created = await createOk(alice, { items: items(art.id, [small.id]) });
    await waitForExport(alice, created.id);
    expect((await bob.get(`/api/exports/${created.id}`)).status).toBe(404);
    expect((await bob.get(`/api/exports/${created.id}/download`)).status).toBe(404);
    expect((await bob.get(`/api/exports/not-an-id/download`)).status).toBe(404);
    // Bob cannot export Alice's artwork or her saved mockups either, and is not charged for trying.
    expect((await create(bob, { items: items(art.id, [small.id]) })).status).toBe(404);
    const saved = await alice.post("/api/mockups", { name: "Mine", artworkId: art.id, templateId: small.id, fit: "expand" });
    const { id: mockupId } = (await saved.json()) as { id: number };
    expect((await create(bob, { mockupIds: [mockupId] })).status).toBe(404);
    expect(await imagesUsed("bob@example.com")).toBe(0);
  });
});

describe("rooms (own photos as templates)", () => {
  const uploadRoom = async (client: TestClient) => {
    const form = new FormData();
    const wall = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [] }), "jpeg");
    form.append("image", new Blob([new Uint8Array(wall)], { type: "image/jpeg" }), "wall.jpg");
    const res = await client.request("POST", "/api/rooms", { body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number };
  };

  test("the owner exports an artwork in their room (drawn over the photo); another user's room is 404, at creation and at render", async () => {
    await setUsed("alice@example.com", 0);
    await setUsed("bob@example.com", 0);
    const room = await uploadRoom(alice);
    const art = await uploadArtwork(alice, await encodeFixture(drawQuadrantArtwork(300, 200), "jpeg"));
    const created = await createOk(alice, { items: items(art.id, [room.id]) });
    const status = await waitForExport(alice, created.id);
    expect(status).toMatchObject({ status: "done", done: 1, failed: 0 });
    const [entry] = await downloadZip(alice, status);
    // The proposed window of a bare 600 × 400 wall is [180, 60]–[420, 220].
    const pixels = await readPixels(entry!.data);
    expect([pixels.width, pixels.height]).toEqual([600, 400]);
    expect(quadrantOf(pixelAt(pixels, [200, 80]), LIT_TOLERANCE)).toBe("topLeft");
    expect(quadrantOf(pixelAt(pixels, [400, 200]), LIT_TOLERANCE)).toBe("bottomRight");
    expect(quadrantOf(pixelAt(pixels, [60, 300]), LIT_TOLERANCE)).toBeNull();

    // Bob cannot name Alice's room, and is not charged for trying.
    const bobArt = await uploadArtwork(bob, artJpeg);
    expect((await create(bob, { items: items(bobArt.id, [room.id]) })).status).toBe(404);
    expect(await imagesUsed("bob@example.com")).toBe(0);

    // Nor render it: an item of Bob's export pointed at Alice's room settles as failed, nothing written.
    const bobs = await createOk(bob, { items: items(bobArt.id, [small.id]) });
    await waitForExport(bob, bobs.id);
    const item = and(eq(exportItems.exportId, bobs.id), eq(exportItems.position, 1));
    await t.db.update(exportItems).set({ templateId: room.id, state: "pending", bytes: null }).where(item);
    await renderExportItem(t.deps, { exportId: bobs.id, position: 1 }, 10);
    expect((await t.db.select().from(exportItems).where(item))[0]?.state).toBe("failed");
    await alice.delete(`/api/rooms/${room.id}`);
  });
});

describe("free plan", () => {
  test("an export that would pass the limit is refused before any work: 403 with the limit message, nothing counted or queued", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    await setUsed("alice@example.com", 23);
    const before = (await t.db.select().from(exports)).length;
    const res = await create(alice, { items: items(art.id, [small.id, large.id, small.id]) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Free tier limit reached", code: "limit_reached", freeLimit: 25, imageCount: 23, requested: 3 });
    expect(await imagesUsed("alice@example.com")).toBe(23);
    expect((await t.db.select().from(exports)).length).toBe(before);

    // Exactly the allowance left is fine, and uses it up.
    const ok = await createOk(alice, { items: items(art.id, [small.id, small.id]) });
    expect(await imagesUsed("alice@example.com")).toBe(25);
    expect((await waitForExport(alice, ok.id)).status).toBe("done");
    expect((await create(alice, { items: items(art.id, [small.id]) })).status).toBe(403);
    expect(await imagesUsed("alice@example.com")).toBe(25);
  });

  test("two exports racing for the last downloads: at most the allowance is granted", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    await setUsed("alice@example.com", 22);
    const results = await Promise.all([1, 2, 3].map(() => create(alice, { items: items(art.id, [small.id, small.id]) })));
    expect(results.map((r) => r.status).sort()).toEqual([202, 403, 403]);
    expect(await imagesUsed("alice@example.com")).toBe(24);
    const { id } = (await results.find((r) => r.status === 202)?.json()) as { id: string };
    await waitForExport(alice, id);
  });
});

describe("retries and failures", () => {
  test("a job that fails once is retried: the ZIP is complete and each file was counted exactly once", async () => {
    await setUsed("alice@example.com", 0);
    const art = await uploadArtwork(alice, artJpeg);
    const put = t.deps.storage.put;
    let failures = 0;
    t.deps.storage.put = async (key, data, type) => {
      // The first write of the second file fails, as a full disk or a storage outage would.
      if (key.endsWith("/2.png") && key.startsWith("exports/") && failures++ === 0) throw new Error("storage unavailable");
      return put.call(t.deps.storage, key, data, type);
    };
    try {
      const created = await createOk(alice, { items: items(art.id, [small.id, small.id, small.id]) });
      const status = await waitForExport(alice, created.id);
      expect(status).toMatchObject({ status: "done", done: 3, failed: 0 });
      expect(failures).toBeGreaterThanOrEqual(2);
      const [item] = await t.db.select().from(exportItems).where(eq(exportItems.exportId, created.id)).orderBy(exportItems.position).offset(1).limit(1);
      expect((await queue.getJob(item?.jobId as string))?.retryCount).toBeGreaterThanOrEqual(1);
      expect((await readZip(await zipBytes(alice, status))).length).toBe(3);
      expect(await imagesUsed("alice@example.com")).toBe(3);
    } finally {
      t.deps.storage.put = put;
    }
  });

  test("an item that cannot be rendered (its template file is gone) is left out and its download given back", async () => {
    await setUsed("alice@example.com", 0);
    const art = await uploadArtwork(alice, artJpeg);
    const { seedTemplate, rect } = await import("../artworks/testing/seed-template");
    const doomed = await seedTemplate(t.deps, { name: "Mockup #9 - 3x2 - White - Office", width: 300, height: 200, windows: [rect(60, 40, 180, 120)] });
    await t.deps.storage.delete(templateKeys(fileOfImageUrl(doomed.imageUrl) as string).full);
    const created = await createOk(alice, { items: items(art.id, [small.id, doomed.id]) });
    expect(await imagesUsed("alice@example.com")).toBe(2);
    const status = await waitForExport(alice, created.id);
    expect(status).toMatchObject({ status: "done", done: 1, failed: 1, total: 2 });
    expect((await readZip(await zipBytes(alice, status))).map((e) => e.name)).toEqual(["mockup-1-3x2-black-living-room-mockup-1.png"]);
    expect(await imagesUsed("alice@example.com")).toBe(1);
  });
});

describe("expiry", () => {
  test("after 24 hours the export answers 410", async () => {
    await setUsed("alice@example.com", 0);
    const art = await uploadArtwork(alice, artJpeg);
    const created = await createOk(alice, { items: items(art.id, [small.id]) });
    await waitForExport(alice, created.id);
    await t.db.update(exports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(exports.id, created.id));
    for (const url of [`/api/exports/${created.id}`, `/api/exports/${created.id}/download`]) {
      const res = await alice.get(url);
      expect(res.status).toBe(410);
      expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
    }
    expect((await exportRow(t.db, created.id))?.status).toBe("done");
  });

  test("the hourly sweep deletes files past 24 hours, and the row a week later (then 404)", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const created = await createOk(alice, { items: items(art.id, [small.id, small.id]) });
    await waitForExport(alice, created.id);
    expect(storedKeys(t.deps.config.dataDir, `exports/${created.id}`)).toHaveLength(2);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await sweepExpiredExports(t.deps, hours(1));
    expect(storedKeys(t.deps.config.dataDir, `exports/${created.id}`)).toHaveLength(2);
    await sweepExpiredExports(t.deps, hours(25));
    expect(storedKeys(t.deps.config.dataDir, `exports/${created.id}`)).toEqual([]);
    expect(await exportRow(t.db, created.id)).toBeDefined();
    await sweepExpiredExports(t.deps, hours(24 * 8 + 1));
    expect(await exportRow(t.db, created.id)).toBeUndefined();
    expect((await alice.get(`/api/exports/${created.id}`)).status).toBe(404);
  });
});

async function zipBytes(client: TestClient, status: ExportStatus): Promise<Buffer> {
  const res = await client.get(status.downloadUrl as string);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
