import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Room } from "@shared/rooms";
import { readPixels } from "../../image/fixtures/read-pixels";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import type { RawImage } from "../../image";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, exportUrl, previewUrl, uploadArtwork } from "../artworks/testing/artwork-kit";

/** The user's photo: 1600 × 1100 px of plain wall; the scale they give is 10 px per cm. */
const WALL = { pxPerCm: 10, anchor: [800, 520] as [number, number], defaultSize: "40x50cm" };

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let artId: string;
let room: Room;

beforeAll(async () => {
  let artJpeg: Buffer;
  ({ t, artJpeg, alice, bob } = await createArtworkKit());
  artId = (await uploadArtwork(alice, artJpeg)).id;
  const photo = await encodeFixture(drawWallPhoto({ width: 1600, height: 1100, frames: [] }), "jpeg");
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "wall.jpg");
  const res = await alice.request("POST", "/api/rooms", { body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  room = (await res.json()) as Room;
});
afterAll(() => t.close());

const luma = (image: RawImage, x: number, y: number) => {
  const o = (y * image.width + x) * image.channels;
  return 0.299 * image.data[o]! + 0.587 * image.data[o + 1]! + 0.114 * image.data[o + 2]!;
};
/** Columns of the first and last black-moulding pixel on row y (far darker than the wall). */
function pieceSpan(image: RawImage, y: number): [number, number] {
  let first = -1;
  let last = -1;
  for (let x = 0; x < image.width; x++) {
    if (luma(image, x, y) >= 75) continue;
    if (first < 0) first = x;
    last = x;
  }
  return [first, last];
}
const exportPixels = async (query: string) => {
  const res = await alice.get(exportUrl(artId, room.id, `?fit=fill${query}`));
  expect(res.status, await res.clone().text()).toBe(200);
  return readPixels(Buffer.from(await res.arrayBuffer()));
};
const preview = async () => {
  const res = await alice.get(previewUrl(artId, room.id, "fill") + "&frame=black&size=30x40cm");
  expect(res.status, await res.clone().text()).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe("a room's wall scale", () => {
  test("a room given a scale hangs the print at true size; the room answers its scale; null removes it", async () => {
    const before = await preview();
    const res = await alice.put(`/api/rooms/${room.id}`, { wall: WALL });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ pxPerCm: 10, anchor: [800, 520], defaultSize: "40x50cm", windowCount: 1 });
    expect(await (await alice.get(`/api/rooms/${room.id}`)).json()).toMatchObject({ pxPerCm: 10, anchor: [800, 520] });
    const listed = ((await (await alice.get("/api/rooms")).json()) as Room[]).find((r) => r.id === room.id);
    expect(listed).toMatchObject({ pxPerCm: 10, defaultSize: "40x50cm" });

    // 30 cm of print plus two 2.5 cm mouldings at 10 px per cm: 350 px, centred on the anchor.
    const span = pieceSpan(await exportPixels("&frame=black&frameWidth=2.5&size=30x40cm"), WALL.anchor[1] - 60);
    expect(Math.abs(span[1] - span[0] + 1 - 350)).toBeLessThanOrEqual(2);
    expect(Math.abs((span[0] + span[1] + 1) / 2 - WALL.anchor[0])).toBeLessThanOrEqual(1.5);
    // The preview is not the cached window render: the scale is part of its version.
    const walled = await preview();
    expect(walled.equals(before)).toBe(false);

    // A new scale re-renders: at 5 px per cm the same piece is half as wide.
    expect((await alice.put(`/api/rooms/${room.id}`, { wall: { ...WALL, pxPerCm: 5 } })).status).toBe(200);
    const half = pieceSpan(await exportPixels("&frame=black&frameWidth=2.5&size=30x40cm"), WALL.anchor[1] - 30);
    expect(Math.abs(half[1] - half[0] + 1 - 175)).toBeLessThanOrEqual(2);
    expect((await preview()).equals(walled)).toBe(false);

    const removed = await alice.put(`/api/rooms/${room.id}`, { wall: null });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ pxPerCm: null, anchor: null, defaultSize: null, windowCount: 1 });
    // Back to the window the room had: the art fills its quad, no piece hung at the anchor's scale.
    expect((await preview()).equals(before)).toBe(true);
  });

  test("a bad wall is 400 with a message and changes nothing", async () => {
    const bad = [
      { wall: { ...WALL, anchor: [2000, 500] } },
      { wall: { ...WALL, pxPerCm: 0 } },
      { wall: { ...WALL, pxPerCm: 100 } }, // a 40 × 50 cm print would be 4000 px: larger than the photo
      { wall: { ...WALL, defaultSize: "abc" } },
      { wall: { pxPerCm: 10 } },
      { wall: "yes" },
    ];
    for (const body of bad) {
      const res = await alice.put(`/api/rooms/${room.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/\w/);
    }
    const outside = await alice.put(`/api/rooms/${room.id}`, { wall: { ...WALL, anchor: [2000, 500] } });
    expect(((await outside.json()) as { message: string }).message).toBe("anchor must lie in the 1600 × 1100 px image");
    expect(await (await alice.get(`/api/rooms/${room.id}`)).json()).toMatchObject({ pxPerCm: null, anchor: null });
  });

  test("another user cannot set or remove a room's scale: 404", async () => {
    expect((await bob.put(`/api/rooms/${room.id}`, { wall: WALL })).status).toBe(404);
    expect((await bob.put(`/api/rooms/${room.id}`, { wall: null })).status).toBe(404);
    expect(await (await alice.get(`/api/rooms/${room.id}`)).json()).toMatchObject({ pxPerCm: null });
  });
});
