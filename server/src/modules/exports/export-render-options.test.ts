import { afterAll, beforeAll, expect, test } from "vitest";
import type { TemplateRow } from "../../db/schema";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, imagesUsed, uploadArtwork } from "../artworks/testing/artwork-kit";
import { seedWallTemplate } from "../artworks/testing/seed-template";
import { postImage } from "../artworks/testing/test-files";
import type { RenderQueue } from "./render-queue";
import { attachQueue, exportRow, readZip, waitForExport } from "./testing/export-kit";

let t: TestApp;
let small: TemplateRow;
let wall: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let queue: RenderQueue;

beforeAll(async () => {
  ({ t, small, artJpeg, alice } = await createArtworkKit());
  wall = await seedWallTemplate(t.deps, { name: "Bare wall", width: 800, height: 600, pxPerCm: 5, anchor: [400, 300], defaultSize: "40x50cm" });
  queue = await attachQueue(t);
}, 120_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const dark = (p: number[]) => Math.max(p[0]!, p[1]!, p[2]!) < 60;

test("a ZIP carries the studio's frame, mat and size: the mat in a window, the framed print at true size on a bare wall", async () => {
  const { id: artworkId } = await uploadArtwork(alice, artJpeg);
  const render = { frame: "black", mat: "black", size: "30x20cm" };
  const res = await alice.post("/api/exports", { items: [small.id, wall.id].map((templateId) => ({ artworkId, templateId, fit: "fill" })), render });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  expect((await exportRow(t.db, id))?.renderOptions).toMatchObject({ frame: "black", mat: "black", size: "30x20cm" });
  const status = await waitForExport(alice, id);
  const zip = await readZip(Buffer.from(await (await alice.get(status.downloadUrl!)).arrayBuffer()));
  const [inWindow, onWall] = await Promise.all(zip.map((e) => readPixels(e.data)));
  // The 600 × 400 template's window starts at x = 150: at 10 px per cm a 30 × 20 cm print with
  // 5 cm mats is 40 × 30 cm, so black board from x = 150 to 200.
  expect(dark(pixelAt(inWindow!, [170, 200]))).toBe(true);
  // On the wall (5 px per cm): 30 + 2 × 5 (mat) + 2 × 2.5 (frame) = 45 cm = 225 px wide, centred on x = 400.
  const row = onWall!;
  let x0 = 0;
  while (!dark(pixelAt(row, [x0, 300]))) x0++;
  let x1 = row.width - 1;
  while (!dark(pixelAt(row, [x1, 300]))) x1--;
  expect(Math.abs(x1 - x0 + 1 - 225)).toBeLessThanOrEqual(2);
  expect(Math.abs((x0 + x1 + 1) / 2 - 400)).toBeLessThanOrEqual(1.5);
});

test("bad render options are a 400 with a message, and nothing is counted", async () => {
  const { id: artworkId } = await uploadArtwork(alice, artJpeg);
  const before = await imagesUsed(t.db, "alice@example.com");
  const res = await alice.post("/api/exports", { items: [{ artworkId, templateId: small.id, fit: "fill" }], render: { size: "abc" } });
  expect(res.status).toBe(400);
  expect(await imagesUsed(t.db, "alice@example.com")).toBe(before);
  expect(((await res.json()) as { message: string }).message).toContain("size must look like 50x70cm");
});

test("light=off leaves a room's light off the art in every ZIP file, as on a single download (issue 24, item 7)", async () => {
  const lit = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [], lightRatio: 2, noise: 0 }), "jpeg");
  const roomRes = await postImage(alice, "/api/rooms", lit, "room.jpg", "image/jpeg");
  expect(roomRes.status).toBe(201);
  const room = (await roomRes.json()) as { id: number };
  const grey = { data: new Uint8Array(300 * 200 * 3).fill(128), width: 300, height: 200, channels: 3 as const };
  const { id: artworkId } = await uploadArtwork(alice, await encodeFixture(grey, "jpeg"));
  // The proposed window is x 180–420 of the 600 px photo, y 60–220: the art's two sides.
  const sides = async (image: Buffer) => {
    const pixels = await readPixels(image);
    return [pixelAt(pixels, [195, 140])[0]!, pixelAt(pixels, [405, 140])[0]!] as const;
  };
  const zipSides = async (query: string) => {
    const res = await alice.post(`/api/exports${query}`, { items: [{ artworkId, templateId: room.id, fit: "expand" }] });
    expect(res.status, await res.clone().text()).toBe(202);
    const status = await waitForExport(alice, ((await res.json()) as { id: string }).id);
    const [entry] = await readZip(Buffer.from(await (await alice.get(status.downloadUrl!)).arrayBuffer()));
    return sides(entry!.data);
  };
  const single = async (query: string) => sides(Buffer.from(await (await alice.get(`/api/artworks/${artworkId}/export/${room.id}?fit=expand${query}`)).arrayBuffer()));

  const [keepLeft, keepRight] = await zipSides("");
  const [offLeft, offRight] = await zipSides("?light=off");
  expect(keepRight / keepLeft).toBeGreaterThan(1.15);
  expect(Math.abs(offRight - offLeft)).toBeLessThanOrEqual(3);
  expect(await single("&light=off")).toEqual([offLeft, offRight]);
  expect(await single("")).toEqual([keepLeft, keepRight]);
  expect((await alice.post("/api/exports?light=bright", { items: [{ artworkId, templateId: room.id, fit: "expand" }] })).status).toBe(400);
});
