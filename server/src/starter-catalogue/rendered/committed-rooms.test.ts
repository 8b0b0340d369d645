import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import { decodeImage, decodeScenePasses, preparePreviewTemplate, renderPreviewImage, TEMPLATE_LIMITS, type RawImage } from "../../image";
import { readPixels } from "../../image/fixtures/read-pixels";
import { projectToImage, readRoomJson } from "../../image/fixtures/rendered-room";
import { listRenderedRooms, prepareRenderedRoomFiles, type RenderedRoom } from "./rendered-rooms";

/** The catalogue's committed renders (`npm run catalogue:render`), not a fixture: what users get. */
const CATALOGUE = fileURLToPath(new URL("../../../../catalogue/rendered/", import.meta.url));
const grey: RawImage = { data: new Uint8Array(300 * 380 * 3).fill(128), width: 300, height: 380, channels: 3 };

/** Mean colour and green range of a picture inside each quad's bounding box shrunk 2 px inside its corners. */
function insideEach(picture: RawImage, quads: [number, number][][]) {
  return quads.map((q) => {
    const [x0, x1] = [Math.max(q[0]![0], q[3]![0]) + 2, Math.min(q[1]![0], q[2]![0]) - 2];
    const [y0, y1] = [Math.max(q[0]![1], q[1]![1]) + 2, Math.min(q[2]![1], q[3]![1]) - 2];
    const sum = [0, 0, 0];
    let [n, low, high] = [0, 255, 0];
    for (let y = Math.ceil(y0); y < y1; y++) {
      for (let x = Math.ceil(x0); x < x1; x++) {
        const i = (y * picture.width + x) * picture.channels;
        for (let c = 0; c < 3; c++) sum[c] = sum[c]! + picture.data[i + c]!;
        [low, high, n] = [Math.min(low, picture.data[i + 1]!), Math.max(high, picture.data[i + 1]!), n + 1];
      }
    }
    return { n, red: sum[0]! / n, blue: sum[2]! / n, greenRange: high - low };
  });
}

describe("the committed rendered rooms", () => {
  let rooms: RenderedRoom[];
  beforeAll(async () => {
    rooms = await listRenderedRooms(CATALOGUE);
  });

  test("are 24 or more: living rooms to galleries, every light, both kinds of wall view, six gallery walls of 3–7 pieces", () => {
    expect(rooms.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rooms.map((r) => r.scene.light))).toEqual(new Set(["daylight", "golden-hour", "evening"]));
    expect(new Set(rooms.map((r) => r.scene.orientation))).toEqual(new Set(["straight-on", "angled"]));
    expect(rooms.filter((r) => r.places.length >= 3 && r.places.length <= 7).length).toBeGreaterThanOrEqual(6);
    expect(new Set(rooms.map((r) => r.roomType.toLowerCase())).size).toBeGreaterThanOrEqual(8);
  });

  test("each art place's corners are the camera's projection of its card, within 1 px at full size", () => {
    for (const room of rooms) {
      const json = readRoomJson(room.dir);
      expect(json.camera.sensorFit === "AUTO" && json.width >= json.height, room.id).toBe(true);
      for (const place of json.places) {
        place.quad.forEach((corner, k) => {
          const [x, y] = projectToImage(json.camera, json, place.corners3d[k]!);
          expect(Math.hypot(corner[0] - x, corner[1] - y), `${room.id} corner ${k}`).toBeLessThanOrEqual(1);
        });
      }
    }
  });

  test("a flat grey artwork comes out of every place carrying its room's light, warmer by lamp and low sun than by day", async () => {
    const warmth: Record<string, number[]> = {};
    for (const room of rooms) {
      const prepared = await prepareRenderedRoomFiles(room);
      const pixels = await decodeImage(prepared.preview.data, TEMPLATE_LIMITS);
      const passes = await decodeScenePasses(prepared.passes.preview);
      const preview = await renderPreviewImage({ template: preparePreviewTemplate(pixels, prepared.preview.windows), windows: prepared.preview.windows, artwork: grey, light: "no-reflection", scene: passes });
      const places = insideEach(await readPixels(preview.data), prepared.preview.windows.map((w) => w.quad));
      for (const [i, place] of places.entries()) {
        expect(place.n, `${room.id} place ${i + 1}`).toBeGreaterThan(100);
        // Not the flat grey drawn as it is: the light falls off across it (7 levels in the flattest room at preview size).
        expect(place.greenRange, `${room.id} place ${i + 1}`).toBeGreaterThan(4);
        (warmth[room.scene.light] ??= []).push(place.red - place.blue);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(warmth.evening!)).toBeGreaterThan(mean(warmth.daylight!) + 20);
    expect(mean(warmth["golden-hour"]!)).toBeGreaterThan(mean(warmth.daylight!) + 20);
  }, 120_000);
});
