import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { Template } from "@shared/templates";
import { templates } from "../../db/schema";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { readPixels } from "../../image/fixtures/read-pixels";
import { RENDERED_ROOM_ID, RENDERED_ROOMS_FIXTURE, projectToImage, readRoomJson } from "../../image/fixtures/rendered-room";
import type { RawImage } from "../../image";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { exportUrl, previewUrl, uploadArtwork } from "../artworks/testing/artwork-kit";
import { seedRenderedRooms } from "./seed-rendered-rooms";

let t: TestApp;
let user: TestClient;
let room: Template;

beforeAll(async () => {
  t = await createTestApp({ starterCatalogue: "small", renderedRoomsDir: RENDERED_ROOMS_FIXTURE });
  user = t.client();
  await user.register("viewer@example.com");
  // Two instances starting at once.
  await Promise.all([seedRenderedRooms(t.deps), seedRenderedRooms(t.deps)]);
  await t.db.insert(templates).values([
    { name: "Mockup #1 - 4x5 - Black - Bedroom", imageUrl: "/api/templates/images/starter-01.png", origin: "drawn", width: 400, height: 300 },
    { name: "Mockup #2 - 1x1 - White - Office", imageUrl: "/api/templates/images/upload.png", width: 400, height: 300 },
  ]);
  room = ((await (await user.get("/api/templates")).json()) as Template[])[0]!;
});
afterAll(() => t.close());

describe("rendered rooms in the catalogue", () => {
  test("are installed once though instances race, listed first, with their origin, light, wall, orientation and places", async () => {
    const list = (await (await user.get("/api/templates")).json()) as Template[];
    expect(list.map((x) => x.origin)).toEqual(["rendered", "drawn", "uploaded"]);
    expect(room).toMatchObject({
      name: "Sage Sofa Living Room",
      light: "daylight",
      wall: "paint",
      orientation: "angled",
      credit: "Rendered room · Blender Cycles",
      aspectRatio: "11x14",
      color: "green",
      roomType: "living room",
      placement: "over",
      windowCount: 1,
      width: 480,
      height: 320,
      pxPerCm: null,
    });
    expect(list[1]).toMatchObject({ light: null, wall: null, orientation: null, credit: null });
    expect(list[1]!.windows).toBeUndefined();
  });

  test("the API's corners are the camera's projection of the scene's card, within 1 px at full size", () => {
    const json = readRoomJson();
    expect(json.camera.sensorFit === "AUTO" && json.width >= json.height).toBe(true); // the sensor's width spans the image's
    expect(room.windows).toHaveLength(json.places.length);
    json.places.forEach((place, i) => {
      room.windows![i]!.quad.forEach((corner, k) => {
        const projected = projectToImage(json.camera, json, place.corners3d[k]!);
        expect(Math.hypot(corner[0] - projected[0], corner[1] - projected[1])).toBeLessThanOrEqual(1);
      });
    });
  });

  test("a flat grey artwork comes out of the room carrying its light, in previews and full exports", async () => {
    const grey: RawImage = { data: new Uint8Array(300 * 380 * 3).fill(128), width: 300, height: 380, channels: 3 };
    const art = await uploadArtwork(user, await encodeFixture(grey, "png"), "grey.png", "image/png");
    const quad = room.windows![0]!.quad;
    for (const [url, scale] of [[previewUrl(art.id, room.id), 400 / 480], [exportUrl(art.id, room.id, "?fit=expand&format=png"), 1]] as const) {
      const res = await user.get(url);
      expect(res.status).toBe(200);
      const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
      // A column of the print from its left side to its right, a third of the way down, inside its edges.
      const y = Math.round((quad[0]![1] + (quad[3]![1] - quad[0]![1]) / 3) * scale);
      const values: number[] = [];
      for (let x = Math.ceil(quad[0]![0] * scale) + 2; x < Math.floor(quad[1]![0] * scale) - 2; x++) values.push(pixels.data[(y * pixels.width + x) * 4 + 1]!);
      expect(values.length).toBeGreaterThan(20);
      // Not flat, never the flat grey drawn as it is, and dimmer than the art: the room's light falls on it.
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(4);
      expect(values.every((v) => v < 120)).toBe(true);
    }
  });

  test("a white print is the light pass itself, in previews and full exports: the room's passes, not light read from the photo", async () => {
    const white: RawImage = { data: new Uint8Array(300 * 380 * 3).fill(255), width: 300, height: 380, channels: 3 };
    const art = await uploadArtwork(user, await encodeFixture(white, "png"), "white.png", "image/png");
    const place = readRoomJson().places[0]!;
    const light = await sharp(path.join(RENDERED_ROOMS_FIXTURE, RENDERED_ROOM_ID, "light-1.png")).toColourspace("srgb").raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
    const [x0, y0] = place.lightBox;
    const quad = room.windows![0]!.quad;
    for (const [url, scale, tolerance] of [
      [`${previewUrl(art.id, room.id)}&light=no-reflection`, 400 / 480, 4],
      [exportUrl(art.id, room.id, "?fit=expand&format=png&light=no-reflection"), 1, 1],
    ] as const) {
      const res = await user.get(url);
      expect(res.status).toBe(200);
      const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
      let error = 0;
      let n = 0;
      // Well inside the print (a box inside the quad's inner corners), each pixel against the pass's pixel under its centre.
      for (let y = Math.ceil(Math.max(quad[0]![1], quad[1]![1]) * scale) + 2; y < Math.floor(Math.min(quad[2]![1], quad[3]![1]) * scale) - 2; y++) {
        for (let x = Math.ceil(quad[0]![0] * scale) + 2; x < Math.floor(quad[1]![0] * scale) - 2; x++) {
          const l = (Math.floor((y + 0.5) / scale - y0) * light.info.width + Math.floor((x + 0.5) / scale - x0)) * light.info.channels;
          for (let c = 0; c < 3; c++) error += Math.abs(pixels.data[(y * pixels.width + x) * 4 + c]! - light.data[l + c]!);
          n += 3;
        }
      }
      expect(n).toBeGreaterThan(1500);
      expect(error / n).toBeLessThan(tolerance);
    }
  });

  test("a frame chosen for a rendered room is drawn round the print: its moulding on the card's edge, lit by the room, the print inside", async () => {
    const white: RawImage = { data: new Uint8Array(300 * 380 * 3).fill(255), width: 300, height: 380, channels: 3 };
    const art = await uploadArtwork(user, await encodeFixture(white, "png"), "white-framed.png", "image/png");
    const quad = room.windows![0]!.quad;
    const row = async (query: string) => {
      const res = await user.get(exportUrl(art.id, room.id, `?fit=expand&format=png&light=no-reflection${query}`));
      expect(res.status).toBe(200);
      const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
      // Across the place at half its height, from its left edge.
      const y = Math.round((quad[0]![1] + quad[3]![1]) / 2);
      const from = Math.ceil(quad[0]![0]);
      return Array.from({ length: Math.floor(quad[1]![0]) - from }, (_, i) => pixels.data[(y * pixels.width + from + i) * 4 + 1]!);
    };
    const bare = await row("");
    // An 8 cm black moulding: about 7 px at this room's 0.87 px per cm.
    const framed = await row("&frame=black&frameWidth=8");
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const middle = (values: number[]) => values.slice(12, -12);
    expect(mean(framed.slice(1, 5))).toBeLessThan(mean(bare.slice(1, 5)) / 3);
    // Inside the moulding the print takes the room's light as it does without a frame.
    expect(Math.abs(mean(middle(framed)) - mean(middle(bare)))).toBeLessThan(6);
    expect(Math.max(...middle(framed)) - Math.min(...middle(framed))).toBeGreaterThan(2);
  });

  test("a rendered room the admin deletes does not come back at the next start", async () => {
    await t.db.delete(templates).where(eq(templates.origin, "rendered"));
    await seedRenderedRooms(t.deps);
    expect(await t.db.select().from(templates).where(eq(templates.origin, "rendered"))).toHaveLength(0);
  });
});
