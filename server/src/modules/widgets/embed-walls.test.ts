import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { printQuadIn, type EmbedWall } from "@shared/embed";
import { users } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork, QUADRANT_RGB } from "../../image/fixtures/draw-artwork";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
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

/** The corners query the widget starts with: a 4:3 print in the proposed quad (moved `dx` px right). */
const q = (quad: Array<[number, number]>, dx = 0) => `quad=${printQuadIn(quad, 4 / 3).flatMap(([x, y]) => [(x + dx).toFixed(1), y.toFixed(1)]).join(",")}`;
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

  test("the print goes on the corners the shopper set, in their perspective: each quadrant of the art at its corner, the wall around untouched", async () => {
    // A plain grey wall, kept 400 × 300.
    const grey = { data: new Uint8Array(480 * 360 * 3).fill(128), width: 480, height: 360, channels: 3 as const };
    const wall = (await (await uploadWall("198.51.100.5", await encodeFixture(grey, "png"))).json()) as EmbedWall;
    expect([wall.width, wall.height]).toEqual([400, 300]);
    // A print seen from the left: its right side shorter.
    const quad: Array<[number, number]> = [[100, 60], [300, 90], [300, 210], [100, 240]];
    const res = await wallPreview(wall.id, `artwork=${art}&size=40x30cm&frame=none&quad=${quad.flat().join(",")}`, widgetId, "198.51.100.5");
    expect(res.status, await res.clone().text()).toBe(200);
    const image = await readPixels(Buffer.from(await res.arrayBuffer()));
    const near = (at: [number, number], rgb: readonly number[]) => pixelAt(image, at).slice(0, 3).every((v, i) => Math.abs(v - rgb[i]!) < 40);
    // 10 px inside each corner, along the diagonals: the art's quadrant for that corner.
    expect(near([112, 75], QUADRANT_RGB.topLeft)).toBe(true);
    expect(near([290, 102], QUADRANT_RGB.topRight)).toBe(true);
    expect(near([290, 198], QUADRANT_RGB.bottomRight)).toBe(true);
    expect(near([112, 225], QUADRANT_RGB.bottomLeft)).toBe(true);
    // Above the short right side (inside the bounding box, outside the quad) and far off: still the wall.
    expect(near([295, 70], [128, 128, 128])).toBe(true);
    expect(near([20, 20], [128, 128, 128])).toBe(true);
    expect(near([380, 280], [128, 128, 128])).toBe(true);
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
      [`artwork=${art}&size=40x30cm&frame=oak&quad=10,10,5000,10,5000,200,10,200`, 400], // off the photo
      [`artwork=${art}&size=40x30cm&frame=oak&quad=10,10,200,200,200,10,10,200`, 400], // sides crossing
      [`artwork=${art}&size=40x30cm&frame=oak&quad=10,10,200,10,60,60,10,200`, 400], // a corner pointing inwards
      [`artwork=${art}&size=40x30cm&frame=oak&quad=10,10,12,10,12,12,10,12`, 400], // a speck
      [`artwork=${art}&size=40x30cm&frame=oak&quad=10,10,200,10,200,200`, 400], // three corners
      [`artwork=${art}&size=40x30cm&frame=oak&quad=10,10,200,10,200,200,10,ten`, 400],
      [`artwork=${art}&size=40x30cm&frame=oak`, 400],
      [`artwork=${art}&size=50x70cm&frame=oak&${q(wall.quad)}`, 400],
      [`artwork=${art}&size=40x30cm&frame=gold&${q(wall.quad)}`, 400],
    ];
    for (const [query, status] of cases) {
      const res = await wallPreview(wall.id, query);
      expect(res.status, query).toBe(status);
      expect(Object.keys((await res.json()) as object).sort()).toEqual(expect.arrayContaining(["code", "message"]));
    }
    const said = async (quad: string) => ((await (await wallPreview(wall.id, `artwork=${art}&size=40x30cm&frame=oak&quad=${quad}`)).json()) as { message: string }).message;
    expect(await said("10,10,5000,10,5000,200,10,200")).toBe(`Every corner must be inside the image (0–${wall.width} × 0–${wall.height})`);
    expect(await said("10,10,200,200,200,10,10,200")).toBe("The picture's sides must not cross each other");
    expect(await said("10,10,200,10,60,60,10,200")).toBe("The picture must be convex (no corner pointing inwards)");
    expect(await said("1,2,3")).toBe("quad must be eight numbers x1,y1,x2,y2,x3,y3,x4,y4: the print's corners TL, TR, BR, BL");
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
