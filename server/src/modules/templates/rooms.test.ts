import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FREE_ROOM_LIMIT, type Room } from "@shared/rooms";
import { users } from "../../db/schema";
import { drawQuadrantArtwork, LIT_TOLERANCE, quadrantOf } from "../../image/fixtures/draw-artwork";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import { drawTemplate } from "../../image/fixtures/draw-template";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { uploadArtwork } from "../artworks/testing/artwork-kit";
import { postImage, storedKeys } from "../artworks/testing/test-files";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let wallJpeg: Buffer;

const upload = (client: TestClient, bytes: Uint8Array = wallJpeg, name?: string) => {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "wall.jpg");
  if (name !== undefined) form.append("name", name);
  return client.request("POST", "/api/rooms", { body: form });
};
async function createRoom(client: TestClient, name?: string): Promise<Room> {
  const res = await upload(client, wallJpeg, name);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Room;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = t.client();
  await alice.register("alice@example.com");
  bob = t.client();
  await bob.register("bob@example.com");
  // A plain wall, nothing hanging: the room gets the proposed quad.
  wallJpeg = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [] }), "jpeg");
});
afterAll(() => t.close());

describe("rooms", () => {
  test("a photo becomes a room with a proposed window; it is listed, read, renamed and re-placed", async () => {
    const room = await createRoom(alice, "Studio wall");
    expect(room).toMatchObject({ name: "Studio wall", width: 600, height: 400, windowCount: 1 });
    expect(room.windows).toEqual([{ quad: [[180, 60], [420, 60], [420, 220], [180, 220]], detected: false }]);
    expect(((await (await alice.get("/api/rooms")).json()) as Room[]).map((r) => r.id)).toContain(room.id);
    expect((await alice.get(`/api/rooms/${room.id}`)).status).toBe(200);
    expect((await alice.get(room.imageUrl)).status).toBe(200);
    expect((await alice.get(room.thumbnailUrl)).status).toBe(200);

    const quad = [[100, 50], [300, 70], [310, 260], [90, 250]];
    const res = await alice.put(`/api/rooms/${room.id}`, { name: "Renamed", windows: [{ quad }] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Renamed", windows: [{ quad, detected: false }] });
  });

  test("a transparent PNG keeps its cut-out windows, detected", async () => {
    const png = await encodeFixture(drawTemplate({ width: 400, height: 300, windows: [{ corners: [[100, 80], [300, 80], [300, 220], [100, 220]] }] }));
    const res = await postImage(alice, "/api/rooms", png, "room.png", "image/png");
    expect(res.status, await res.clone().text()).toBe(201);
    const room = (await res.json()) as Room;
    expect(room.windows).toHaveLength(1);
    expect(room.windows[0]!.detected).toBe(true);
    expect(room.windows[0]!.quad[0]![0]).toBeCloseTo(100, 0);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test.each([
    [[[-5, 10], [200, 10], [200, 200], [10, 200]], "inside the image"],
    [[[10, 10], [200, 200], [200, 10], [10, 200]], "must not cross"],
    [[[10, 10], [300, 10], [60, 60], [10, 300]], "convex"],
    [[[10, 10], [30, 10], [30, 30], [10, 30]], "at least 1 %"],
  ])("quad %j is refused saying %s", async (quad, rule) => {
    const room = await createRoom(alice);
    const res = await alice.put(`/api/rooms/${room.id}`, { windows: [{ quad }] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(rule);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("windows past the limits are refused on PUT with 400 naming the window; a 4 × 3 grid at 81 % is taken", async () => {
    const room = await createRoom(alice);
    const whole = { quad: [[0, 0], [600, 0], [600, 400], [0, 400]] };
    const refused = async (windows: unknown[]) => {
      const res = await alice.put(`/api/rooms/${room.id}`, { windows });
      expect(res.status).toBe(400);
      return (await res.json()) as { message: string; code: string };
    };
    // The attack: 20 windows, each the whole photo.
    expect(await refused(Array.from({ length: 20 }, () => whole))).toEqual({ code: "bad_request", message: "Window 13: a template has at most 12 windows" });
    expect(await refused(Array.from({ length: 12 }, () => whole))).toMatchObject({ code: "bad_request", window: 2, message: expect.stringContaining("Window 2: all windows together") });
    expect(((await (await alice.get(`/api/rooms/${room.id}`)).json()) as Room).windows).toHaveLength(1);
    const grid = Array.from({ length: 12 }, (_, i) => {
      const [x, y] = [(i % 4) * 150 + 7.5, Math.floor(i / 4) * (400 / 3) + 6.5];
      return { quad: [[x, y], [x + 135, y], [x + 135, y + 400 / 3 - 13], [x, y + 400 / 3 - 13]] };
    });
    const res = await alice.put(`/api/rooms/${room.id}`, { windows: grid });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Room).windows).toHaveLength(12);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("an uploaded room photo with 13 transparent windows is refused naming window 13, and nothing is stored", async () => {
    const windows = Array.from({ length: 13 }, (_, i) => {
      const [x, y] = [20 + (i % 5) * 110, 20 + Math.floor(i / 5) * 120];
      return { corners: [[x, y], [x + 90, y], [x + 90, y + 100], [x, y + 100]] as [number, number][] };
    });
    const png = await encodeFixture(drawTemplate({ width: 600, height: 400, windows }));
    const before = storedKeys(t.deps.config.dataDir, "rooms").length;
    const res = await postImage(alice, "/api/rooms", png, "room.png", "image/png");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "bad_request", window: 13, message: "Window 13: a template has at most 12 windows" });
    expect(storedKeys(t.deps.config.dataDir, "rooms")).toHaveLength(before);
  });

  test("malformed quads and names are 400", async () => {
    const room = await createRoom(alice);
    for (const body of [{ windows: [{ quad: [[1, 2], [3, 4], [5, 6]] }] }, { windows: [{ quad: "x" }] }, { name: "" }, { windows: [] }]) {
      expect((await alice.put(`/api/rooms/${room.id}`, body)).status).toBe(400);
    }
    expect((await upload(alice, new Uint8Array([1, 2, 3]))).status).toBe(415);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("another user's room is 404 on every route, previews, exports, saves and image files included", async () => {
    const room = await createRoom(alice);
    const quad = [[100, 50], [300, 70], [310, 260], [90, 250]];
    const art = await uploadArtwork(bob, await encodeFixture(drawQuadrantArtwork(300, 200), "jpeg"));
    const attempts = [
      await bob.get(`/api/rooms/${room.id}`),
      await bob.put(`/api/rooms/${room.id}`, { windows: [{ quad }] }),
      await bob.delete(`/api/rooms/${room.id}`),
      await bob.get(room.imageUrl),
      await bob.get(room.thumbnailUrl),
      await bob.get(`/api/artworks/${art.id}/mockups/${room.id}?fit=expand`),
      await bob.get(`/api/artworks/${art.id}/export/${room.id}?fit=expand`),
      await bob.post("/api/mockups", { name: "Stolen", templateId: room.id, artworkId: art.id, fit: "expand" }),
      // The public template routes never serve or touch a room either.
      await bob.get(room.imageUrl.replace("/api/rooms/", "/api/templates/")),
      await t.client().get(room.imageUrl),
    ];
    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 401]);
    expect((await bob.get("/api/rooms")).status).toBe(200);
    expect(await (await bob.get("/api/rooms")).json()).toEqual([]);
    // Still Alice's, unchanged.
    expect(((await (await alice.get(`/api/rooms/${room.id}`)).json()) as Room).windows[0]!.quad).toEqual(room.windows[0]!.quad);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("rooms never appear in the catalogue, and the admin's template routes cannot touch them", async () => {
    const room = await createRoom(alice);
    const all = (await (await t.client().get("/api/templates")).json()) as { id: number }[];
    const featured = (await (await t.client().get("/api/templates/featured")).json()) as { id: number }[];
    expect(all.map((x) => x.id)).not.toContain(room.id);
    expect(featured.map((x) => x.id)).not.toContain(room.id);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("the owner previews, exports and saves an artwork in the room; the art is drawn over the photo", async () => {
    const room = await createRoom(alice);
    const art = await uploadArtwork(alice, await encodeFixture(drawQuadrantArtwork(300, 200), "jpeg"));
    const preview = await alice.get(`/api/artworks/${art.id}/mockups/${room.id}?fit=expand`);
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-cache");
    // Preview is 400 × 267 (2/3 of 600 × 400): the window's top-left quarter shows the art's top-left.
    const pixels = await readPixels(Buffer.from(await preview.arrayBuffer()));
    expect(quadrantOf(pixelAt(pixels, [160, 67]), LIT_TOLERANCE)).toBe("topLeft");
    expect(quadrantOf(pixelAt(pixels, [250, 130]), LIT_TOLERANCE)).toBe("bottomRight");
    expect(quadrantOf(pixelAt(pixels, [40, 200]), LIT_TOLERANCE)).toBeNull(); // the wall
    const exported = await alice.get(`/api/artworks/${art.id}/export/${room.id}?fit=expand`);
    expect(exported.status).toBe(200);
    const saved = await alice.post("/api/mockups", { name: "In my room", templateId: room.id, artworkId: art.id, fit: "expand" });
    expect(saved.status, await saved.clone().text()).toBe(201);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("light=keep carries the photo's side light onto the art, light=off does not; on preview, export and save", async () => {
    const litJpeg = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [], lightRatio: 2, noise: 0 }), "jpeg");
    const res = await upload(alice, litJpeg);
    expect(res.status).toBe(201);
    const room = (await res.json()) as Room;
    const grey = { data: new Uint8Array(300 * 200 * 3).fill(128), width: 300, height: 200, channels: 3 as const };
    const art = await uploadArtwork(alice, await encodeFixture(grey, "jpeg"));
    const sides = async (light: string) => {
      const preview = await alice.get(`/api/artworks/${art.id}/mockups/${room.id}?fit=expand&light=${light}`);
      expect(preview.status).toBe(200);
      const pixels = await readPixels(Buffer.from(await preview.arrayBuffer()));
      // The proposed window is x 120–280, y 40–147 in the 400 px preview.
      return [pixelAt(pixels, [130, 90])[0]!, pixelAt(pixels, [270, 90])[0]!] as const;
    };
    const [keepLeft, keepRight] = await sides("keep");
    const [offLeft, offRight] = await sides("off");
    expect(keepRight / keepLeft).toBeGreaterThan(1.15);
    expect(Math.abs(offRight - offLeft)).toBeLessThanOrEqual(3);
    expect((await alice.get(`/api/artworks/${art.id}/mockups/${room.id}?light=bright`)).status).toBe(400);
    expect((await alice.get(`/api/artworks/${art.id}/export/${room.id}?light=off`)).status).toBe(200);
    const saved = await alice.request("POST", "/api/mockups?light=off", { json: { name: "Flat", templateId: room.id, artworkId: art.id, fit: "expand" } });
    expect(saved.status).toBe(201);
    await alice.delete(`/api/rooms/${room.id}`);
  });

  test("deleting a room removes its files", async () => {
    const room = await createRoom(alice);
    const file = room.imageUrl.split("/").pop()!.replace(/\.png$/, "");
    expect(storedKeys(t.deps.config.dataDir, "rooms").filter((k) => k.includes(file))).toHaveLength(3);
    expect((await alice.delete(`/api/rooms/${room.id}`)).status).toBe(200);
    expect(storedKeys(t.deps.config.dataDir, "rooms").filter((k) => k.includes(file))).toEqual([]);
    expect((await alice.get(`/api/rooms/${room.id}`)).status).toBe(404);
  });

  test(`the free plan keeps ${FREE_ROOM_LIMIT} rooms; the next is 403 naming the limit and the upgrade; premium has no limit`, async () => {
    const carol = t.client();
    await carol.register("carol@example.com");
    for (let i = 0; i < FREE_ROOM_LIMIT; i++) await createRoom(carol);
    const refused = await upload(carol);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe("room_limit");
    expect(body.message).toContain(`${FREE_ROOM_LIMIT} rooms`);
    expect(body.message).toContain("Upgrade to Premium");
    expect(storedKeys(t.deps.config.dataDir, "rooms")).toHaveLength((FREE_ROOM_LIMIT + (await countOthers())) * 3);
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "carol@example.com"));
    await createRoom(carol);
    expect(await (await carol.get("/api/rooms")).json()).toHaveLength(FREE_ROOM_LIMIT + 1);
  });

  test("signed-out visitors get 401", async () => {
    const anon = t.client();
    expect((await anon.get("/api/rooms")).status).toBe(401);
    expect((await upload(anon)).status).toBe(401);
  });
});

/** Rooms of users other than carol still stored (one test leaves Alice's first room). */
async function countOthers(): Promise<number> {
  const rows = await (await alice.get("/api/rooms")).json();
  return (rows as Room[]).length;
}
