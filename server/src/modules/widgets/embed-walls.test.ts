import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { placementFromQuad, type EmbedWall } from "@shared/embed";
import { users } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { REAL_PHOTOS_DIR, readRealPhotoTruth, worstCorner } from "../../image/fixtures/real-photos";
import { parseTrustProxy } from "../../lib/trusted-proxies";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { postImage, storedKeys } from "../artworks/testing/test-files";
import { EMBED_WALLS_PREFIX } from "./embed-wall-files";
import { sweepEmbedWalls } from "./sweep-embed-walls";

/** A real room photo with one framed painting, hand-marked in bench/real-photos. */
const PHOTO = "07-gallery-single-framed-painting.jpg";
const photoBytes = readFileSync(path.join(REAL_PHOTOS_DIR, PHOTO));

let t: TestApp;
let alice: TestClient;
let art: string;
let widgetId: string;
let otherWidgetId: string;

beforeAll(async () => {
  // Behind one proxy at 10.0.0.2: X-Forwarded-For names each visitor's address.
  t = await createTestApp({ trustProxy: parseTrustProxy("1") });
  alice = t.client();
  await alice.register("alice@example.com");
  await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "alice@example.com"));
  const res = await postImage(alice, "/api/artworks", await encodeFixture(drawQuadrantArtwork(600, 450), "jpeg"), "art.jpg", "image/jpeg");
  art = ((await res.json()) as { id: string }).id;
  const make = async () => ((await (await alice.post("/api/widgets", { artworkIds: [art], domains: ["shop.example.com"], sizes: ["40x30cm", "60x45cm"], frames: ["oak", "none"] })).json()) as { id: string }).id;
  widgetId = await make();
  otherWidgetId = await make();
}, 120_000);
afterAll(() => t.close());

const visitor = (ip: string) => ({ client: t.client("10.0.0.2"), headers: { "x-forwarded-for": ip } });

async function uploadWall(ip: string, bytes: Uint8Array = photoBytes, widget = widgetId) {
  const { client, headers } = visitor(ip);
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "wall.jpg");
  return client.request("POST", `/api/embed/${widget}/walls`, { body: form, headers });
}

/** The placement query the widget starts with: the proposed quad holds the first size (40 cm wide). */
const q = (quad: Array<[number, number]>, dx = 0) => {
  const p = placementFromQuad(quad, 40);
  return `x=${Math.round(p.x + dx)}&y=${Math.round(p.y)}&scale=${p.scale.toFixed(3)}`;
};
const wallPreview = (wall: string, query: string, widget = widgetId, ip = "198.51.100.1") => {
  const { client, headers } = visitor(ip);
  return client.get(`/api/embed/${widget}/walls/${wall}/preview?${query}`, headers);
};

describe("a shopper's own wall photo", () => {
  test("is analysed as in My Rooms: the painting's frame is proposed, the framed art hung there at the widget's sizes and frames, one upload counted", async () => {
    const res = await uploadWall("198.51.100.1");
    expect(res.status, await res.clone().text()).toBe(201);
    const wall = (await res.json()) as EmbedWall;
    expect(wall.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(wall.width).toBeLessThanOrEqual(400);
    expect(wall.detected).toBe(true);
    // The proposed quad is the hand-marked opening, in the kept copy's pixels.
    const truth = readRealPhotoTruth().find((p) => p.file === PHOTO)!;
    const scale = wall.width / (await inspectImage(photoBytes, TEMPLATE_LIMITS)).width;
    const marked = truth.quad!.map(([x, y]): [number, number] => [x * scale, y * scale]);
    expect(worstCorner(wall.quad, marked, wall.width, wall.height)).toBeLessThan(0.03);
    expect(storedKeys(t.deps.config.dataDir, EMBED_WALLS_PREFIX)).toContain(`${EMBED_WALLS_PREFIX}${widgetId}/${wall.id}.png`);

    const oak = await wallPreview(wall.id, `artwork=${art}&size=60x45cm&frame=oak&${q(wall.quad)}`);
    expect(oak.status, await oak.clone().text()).toBe(200);
    expect(oak.headers.get("content-type")).toBe("image/jpeg");
    expect(oak.headers.get("cache-control")).toBe("private, max-age=300");
    const oakBytes = Buffer.from(await oak.arrayBuffer());
    // Another size, another frame, the piece dragged: three other pictures.
    for (const query of [`artwork=${art}&size=40x30cm&frame=oak&${q(wall.quad)}`, `artwork=${art}&size=60x45cm&frame=none&${q(wall.quad)}`, `artwork=${art}&size=60x45cm&frame=oak&${q(wall.quad, 30)}`]) {
      const other = await wallPreview(wall.id, query);
      expect(other.status).toBe(200);
      expect(Buffer.from(await other.arrayBuffer()).equals(oakBytes), query).toBe(false);
    }
    const { days } = (await (await alice.get(`/api/widgets/${widgetId}`)).json()) as { days: Array<{ uploads: number }> };
    expect(days.at(-1)?.uploads).toBe(1);
  }, 180_000);

  test("is reachable only with its id and through its own widget, and listed nowhere", async () => {
    const wall = (await (await uploadWall("198.51.100.2")).json()) as EmbedWall;
    const query = `artwork=${art}&size=40x30cm&frame=oak&${q(wall.quad)}`;
    for (const [id, widget] of [[wall.id.replace(/^./, (c) => (c === "A" ? "B" : "A")), widgetId], [wall.id, otherWidgetId], ["not%2F..%2Fan-id", widgetId]] as const) {
      const res = await wallPreview(id, query, widget, "198.51.100.3");
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { message: string }).message).not.toBe("");
    }
    const owner = await (await alice.get(`/api/widgets/${widgetId}`)).text();
    const page = await (await t.client().get(`/embed/${widgetId}`)).text();
    expect(owner).not.toContain(wall.id);
    expect(page).not.toContain(wall.id);
  }, 180_000);

  test("bad input is a 4xx naming the problem, and nothing is stored", async () => {
    const before = storedKeys(t.deps.config.dataDir, EMBED_WALLS_PREFIX).length;
    const notImage = await uploadWall("198.51.100.4", Buffer.from("not an image at all"));
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as { code: string }).code).toBeTruthy();
    expect(storedKeys(t.deps.config.dataDir, EMBED_WALLS_PREFIX)).toHaveLength(before);
    const wall = (await (await uploadWall("198.51.100.4", await encodeFixture(drawQuadrantArtwork(480, 360), "jpeg"))).json()) as EmbedWall;
    expect(wall.detected).toBe(false);
    const cases: Array<[string, number]> = [
      [`artwork=${art}&size=40x30cm&frame=oak&x=5000&y=10&scale=2`, 400], // off the photo
      [`artwork=${art}&size=40x30cm&frame=oak&x=10&y=10&scale=900`, 400], // the photo would span under 20 cm
      [`artwork=${art}&size=40x30cm&frame=oak&x=10&y=ten&scale=2`, 400],
      [`artwork=${art}&size=50x70cm&frame=oak&${q(wall.quad)}`, 400],
      [`artwork=${art}&size=40x30cm&frame=gold&${q(wall.quad)}`, 400],
    ];
    for (const [query, status] of cases) {
      const res = await wallPreview(wall.id, query);
      expect(res.status, query).toBe(status);
      expect(Object.keys((await res.json()) as object).sort()).toEqual(expect.arrayContaining(["code", "message"]));
    }
  }, 180_000);

  test("uploads are limited per visitor address (429 with Retry-After), other addresses go on", async () => {
    const small = await encodeFixture(drawQuadrantArtwork(320, 240), "jpeg");
    let last = 201;
    for (let i = 0; i < 7 && last === 201; i++) last = (await uploadWall("203.0.113.9", small)).status;
    expect(last).toBe(429);
    const refused = await uploadWall("203.0.113.9", small);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await uploadWall("203.0.113.10", small)).status).toBe(201);
  }, 180_000);

  test("the sweep deletes photos after 24 h: their previews are then 404", async () => {
    const wall = (await (await uploadWall("198.51.100.5", await encodeFixture(drawQuadrantArtwork(320, 240), "jpeg"), otherWidgetId)).json()) as EmbedWall;
    const query = `artwork=${art}&size=40x30cm&frame=oak&${q(wall.quad)}`;
    expect((await wallPreview(wall.id, query, otherWidgetId)).status).toBe(200);
    expect(await sweepEmbedWalls(t.deps)).toBe(0); // nothing is a day old yet
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    expect(await sweepEmbedWalls(t.deps, inTwoDays)).toBeGreaterThanOrEqual(1);
    expect(storedKeys(t.deps.config.dataDir, EMBED_WALLS_PREFIX)).toEqual([]);
    expect((await wallPreview(wall.id, query, otherWidgetId)).status).toBe(404);
  }, 180_000);
});
