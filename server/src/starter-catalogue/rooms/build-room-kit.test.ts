import { describe, expect, test } from "vitest";
import { ROOM_TYPES, type CatalogueEntry, type Layout } from "../catalogue-types";
import { backWall } from "../furniture/mount";
import { buildScene } from "../scene/build-scene";
import { renderSceneSvg } from "../scene/render-scene-svg";
import { createCanvas } from "../svg/canvas";
import { buildRoomKit } from "./build-room-kit";
import { ROOM_RECIPES, roomKit } from "./room-kits";
import type { RoomRecipe } from "./room-recipe";

const LAYOUTS: Layout[] = ["wall", "pair", "side-wall", "lean-floor", "lean-shelf"];

describe("every room recipe builds a kit that draws in every layout", () => {
  test.each(ROOM_TYPES.flatMap((room) => [0, 1].map((variant) => [room, variant] as const)))("%s, variant %i", (room, variant) => {
    for (const layout of LAYOUTS) {
      const entry: CatalogueEntry = { room, ratio: [4, 5], color: "Oak", layout, orientation: "landscape", variant };
      const svg = renderSceneSvg(buildScene(entry, roomKit(room, variant), 1));
      expect(svg.startsWith("<svg"), `${room} ${layout}`).toBe(true);
    }
  });
});

describe("buildRoomKit", () => {
  const base = ROOM_RECIPES["Dining Room"];
  const cam = buildScene({ room: "Dining Room", ratio: [1, 1], color: "Oak", layout: "wall", orientation: "landscape", variant: 0 }, roomKit("Dining Room", 0), 1).cam;
  const decor = (recipe: RoomRecipe, from: number, to: number) => buildRoomKit(recipe, 0).topDecor?.(createCanvas(cam, 5), backWall(0, 3), from, to) ?? "";

  test("top decor leaves out the parts that need more free worktop than there is", () => {
    const narrow = decor(base, -0.3, 0);
    const wide = decor(base, -1, 0);
    expect(narrow.length).toBeGreaterThan(0);
    expect(wide.length).toBeGreaterThan(narrow.length);
  });

  test("a variant picks its palette and per-variant settings", () => {
    expect(buildRoomKit(base, 0).palette).toBe(base.palettes[0]);
    expect(buildRoomKit(base, 3).palette).toBe(base.palettes[1]);
    expect(buildRoomKit(ROOM_RECIPES.Office, 0).sunny).toBe(true);
    expect(buildRoomKit(ROOM_RECIPES.Office, 1).sunny).toBe(false);
  });

  test("a part placed where it cannot stand is refused, not drawn somewhere odd", () => {
    const broken: RoomRecipe = { ...base, topDecor: [{ part: "bowl", at: "mount", radius: 0.1, color: "main" }] };
    expect(() => decor(broken, -1, 0)).toThrow(/Cannot place "mount" here/);
    const noAccent: RoomRecipe = { ...base, topDecor: [{ part: "bowl", at: { from: 0.1, up: 0.7, out: 0.2 }, radius: 0.1, color: "accent2" }], palettes: [{ ...base.palettes[0]!, accents: [] }] };
    expect(() => decor(noAccent, -1, 0)).toThrow(/no accent2/);
  });
});
