import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Template } from "@shared/templates";
import { writeRoomVariants } from "../../image/fixtures/rendered-room-variants";
import { createTestApp, type TestApp } from "../../test/test-app";
import { seedRenderedRooms } from "./seed-rendered-rooms";

let t: TestApp;
let dir: string;
let list: Template[];

beforeAll(async () => {
  dir = writeRoomVariants([
    { id: "a-credited", name: "Credited Bedroom", roomType: "Bedroom", light: "golden-hour", wall: "wood panelling", orientation: "straight-on", credit: "Rendered by Ada · Blender Cycles" },
    { id: "b-gallery", name: "Gallery Hallway", roomType: "Hallway", light: "evening", wall: "brick", pieces: 3 },
  ]);
  t = await createTestApp({ starterCatalogue: "small", renderedRoomsDir: dir });
  await seedRenderedRooms(t.deps);
  list = (await (await t.client().get("/api/templates")).json()) as Template[];
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a rendered room's filter fields and credit in the templates API", () => {
  test("room.json's credit is given as written; without one, the default", () => {
    expect(list.find((r) => r.name === "Credited Bedroom")).toMatchObject({
      origin: "rendered",
      credit: "Rendered by Ada · Blender Cycles",
      light: "golden-hour",
      wall: "wood panelling",
      orientation: "straight-on",
      roomType: "bedroom",
      windowCount: 1,
    });
    expect(list.find((r) => r.name === "Gallery Hallway")).toMatchObject({ credit: "Rendered room · Blender Cycles", light: "evening", wall: "brick", orientation: "angled", roomType: "hallway" });
  });

  test("every art place is a piece: windowCount and windows count them", () => {
    const gallery = list.find((r) => r.name === "Gallery Hallway")!;
    expect(gallery.windowCount).toBe(3);
    expect(gallery.windows).toHaveLength(3);
  });
});
