import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { artworks, idempotencyKeys, templates, users, webhookDeliveries, type TemplateRow } from "../../db/schema";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { WEBHOOK_DELIVERY_KEPT_MS, sweepExpiredApiState } from "./sweep-expired-api-state";

let t: TestApp;
let template: TemplateRow;
let artPng: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  template = await seedTemplate(t.deps, { name: "Living room", width: 800, height: 600, windows: [rect(200, 150, 400, 300)] });
  artPng = await encodeFixture(drawQuadrantArtwork(600, 450), "png");
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A signed-up user and a key of theirs; `call` sends requests the way a script would (no cookies). */
async function integrator() {
  const c = t.client();
  const user = await c.register(`api${++n}@example.com`);
  const { key } = (await (await c.post("/api/account/api-keys", { name: "script" })).json()) as { key: string };
  const call = (method: string, path: string, init: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {}) =>
    t.client().request(method, `/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });
  return { user, call };
}

function imageForm(bytes: Uint8Array) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "art.png");
  return form;
}

async function uploaded(call: Awaited<ReturnType<typeof integrator>>["call"]) {
  const res = await call("POST", "/artworks", { body: imageForm(artPng) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const imagesUsed = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.imagesUsed;

describe("artworks", () => {
  test("uploads as multipart and lists only the key's user's artworks", async () => {
    const a = await integrator();
    const b = await integrator();
    const id = await uploaded(a.call);
    expect(await (await a.call("GET", "/artworks")).json()).toEqual([{ id, width: 600, height: 450, aspectRatio: expect.any(String) }]);
    expect(await (await b.call("GET", "/artworks")).json()).toEqual([]);
    const bad = await a.call("POST", "/artworks", { body: imageForm(Buffer.from("not an image at all")) });
    expect(bad.status).toBe(415);
    expect(await bad.json()).toEqual({ message: expect.any(String), code: "unsupported_image" });
  });

  test("an Idempotency-Key retry answers the first artwork; the same key with other bytes is 422", async () => {
    const { user, call } = await integrator();
    const headers = { "idempotency-key": "upload-1" };
    const first = await call("POST", "/artworks", { body: imageForm(artPng), headers });
    const again = await call("POST", "/artworks", { body: imageForm(artPng), headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.select().from(artworks).where(eq(artworks.userId, user.id))).toHaveLength(1);

    const other = await call("POST", "/artworks", { body: imageForm(await encodeFixture(drawQuadrantArtwork(300, 300), "png")), headers });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: "This Idempotency-Key was already used for a different request", code: "idempotency_mismatch" });
  });
});

describe("templates", () => {
  test("the catalogue and the key's user's own rooms, marked own", async () => {
    const { user, call } = await integrator();
    const room = await seedTemplate(t.deps, { name: "My hallway", width: 400, height: 300, windows: [rect(100, 75, 200, 150)] });
    await t.db.update(templates).set({ ownerUserId: user.id }).where(eq(templates.id, room.id));
    const list = (await (await call("GET", "/templates")).json()) as { id: number; own: boolean }[];
    expect(list).toContainEqual(expect.objectContaining({ id: template.id, name: "Living room", own: false, width: 800, height: 600 }));
    expect(list).toContainEqual(expect.objectContaining({ id: room.id, name: "My hallway", own: true }));
    const stranger = (await (await (await integrator()).call("GET", "/templates")).json()) as { id: number }[];
    expect(stranger.map((x) => x.id)).not.toContain(room.id);
  });
});

describe("renders", () => {
  test("the image with the studio's options, counted as a download on the free plan", async () => {
    const { user, call } = await integrator();
    const artworkId = await uploaded(call);
    const res = await call("POST", "/renders", { json: { artworkId, templateId: template.id, format: "jpeg", quality: 80, frame: "oak", mat: "white", width: 400 } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 300]);
    expect(await imagesUsed(user.id)).toBe(1);

    const full = await call("POST", "/renders", { json: { artworkId, templateId: template.id } });
    expect(full.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(800);
    expect(await imagesUsed(user.id)).toBe(2);
  });

  test("{ url } with Accept: application/json, readable only with the same user's key", async () => {
    const { call } = await integrator();
    const artworkId = await uploaded(call);
    const res = await call("POST", "/renders", { json: { artworkId, templateId: template.id }, headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/api\/v1\/renders\/[A-Za-z0-9_-]{22}\.png$/);
    const image = await call("GET", url.slice("/api/v1".length));
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(800);
    expect((await (await integrator()).call("GET", url.slice("/api/v1".length))).status).toBe(404);
  });

  test("refusals: unknown or other users' artworks, bad options, a width past the template's", async () => {
    const { user, call } = await integrator();
    const artworkId = await uploaded(call);
    const stranger = await integrator();
    const expectRefused = async (res: Response, status: number, message: string) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message, code: expect.any(String) });
    };
    expect((await stranger.call("POST", "/renders", { json: { artworkId, templateId: template.id } })).status).toBe(404);
    await expectRefused(await call("POST", "/renders", { json: { artworkId, templateId: template.id, frame: "gilded" } }), 400, "frame must be one of none, black, white, oak, walnut, natural, gold, silver");
    await expectRefused(await call("POST", "/renders", { json: { artworkId, templateId: template.id, width: 801 } }), 400, "width must be at most the template's width (800 px)");
    await expectRefused(await call("POST", "/renders", { json: { templateId: template.id } }), 400, "artworkId is required");
    expect(await imagesUsed(user.id)).toBe(0);
  });

  test("an Idempotency-Key retry gets the first render, not a second one or a second count", async () => {
    const { user, call } = await integrator();
    const artworkId = await uploaded(call);
    const body = { artworkId, templateId: template.id, width: 200 };
    const headers = { "idempotency-key": "render-1", accept: "application/json" };
    const first = (await (await call("POST", "/renders", { json: body, headers })).json()) as { url: string };
    const again = await call("POST", "/renders", { json: body, headers });
    expect(await again.json()).toEqual(first);
    expect(await imagesUsed(user.id)).toBe(1);
    const asImage = await call("POST", "/renders", { json: body, headers: { "idempotency-key": "render-1" } });
    expect((await sharp(Buffer.from(await asImage.arrayBuffer())).metadata()).width).toBe(200);
    expect(await imagesUsed(user.id)).toBe(1);
    expect((await call("POST", "/renders", { json: { ...body, width: 300 }, headers })).status).toBe(422);
    expect((await call("POST", "/renders", { json: body, headers: { "idempotency-key": "x".repeat(256) } })).status).toBe(400);
  });
});

describe("the hourly sweep", () => {
  test("deletes webhook deliveries past a month, and none younger", async () => {
    const { user } = await integrator();
    const log = () => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, user.id));
    const delivery = { userId: user.id, batchId: "b1", event: "batch.completed" as const, url: "https://example.com/hook", state: "delivered" as const };
    await t.db.insert(webhookDeliveries).values([delivery, { ...delivery, batchId: "b2", createdAt: new Date(Date.now() - 20 * 86_400_000) }]);

    await sweepExpiredApiState(t.deps, new Date(Date.now() + 15 * 86_400_000));
    expect((await log()).map((d) => d.batchId)).toEqual(["b1"]);
    await sweepExpiredApiState(t.deps, new Date(Date.now() + WEBHOOK_DELIVERY_KEPT_MS + 60_000));
    expect(await log()).toHaveLength(0);
  });

  test("deletes Idempotency-Keys and API render files past their 24 hours, and nothing younger", async () => {
    const { user, call } = await integrator();
    const artworkId = await uploaded(call);
    const body = { artworkId, templateId: template.id, width: 200 };
    const headers = { "idempotency-key": "sweep-1", accept: "application/json" };
    const { url } = (await (await call("POST", "/renders", { json: body, headers })).json()) as { url: string };
    const keysOf = () => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));

    expect(await sweepExpiredApiState(t.deps)).toBe(0);
    expect(await keysOf()).toHaveLength(1);
    expect((await call("GET", url.replace("/api/v1", ""))).status).toBe(200);

    expect(await sweepExpiredApiState(t.deps, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await keysOf()).toHaveLength(0);
    expect((await call("GET", url.replace("/api/v1", ""))).status).toBe(404);
    // The key is free again: the same request renders (and counts) anew.
    const again = (await (await call("POST", "/renders", { json: body, headers })).json()) as { url: string };
    expect(again.url).not.toBe(url);
    expect(await imagesUsed(user.id)).toBe(2);
  });
});

describe("the document", () => {
  test("passes redocly lint with the recommended rules: no errors, no warnings", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "v1-doc-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, await (await t.client().get("/api/v1/openapi.json")).text());
      const { stdout } = await promisify(execFile)("node_modules/.bin/redocly", ["lint", "--extends", "recommended", "--format", "json", file], { timeout: 120_000 }).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout }),
      );
      const { totals } = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
      expect(totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
