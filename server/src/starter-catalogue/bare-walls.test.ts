import { describe, expect, it } from "vitest";
import { printSizeSchema } from "@shared/print-size";
import { renderWallMockup } from "../image/compose";
import { readPixels } from "../image/fixtures/read-pixels";
import { BARE_WALLS } from "./bare-walls";
import { CATALOGUE } from "./catalogue";
import { describeStarterTemplates, starterScene } from "./describe-starter-template";
import { generateStarterTemplate } from "./generate-starter-template";
import { project } from "./geometry/camera";
import { roomKit } from "./rooms/room-kits";

const walls = describeStarterTemplates().filter((t) => t.wall);

describe("bare-wall starter rooms", () => {
  it("at least 8, numbered after the framed templates, in every room type, without windows", () => {
    expect(walls.length).toBeGreaterThanOrEqual(8);
    expect(new Set(walls.map((t) => t.roomType)).size).toBe(8);
    walls.forEach((t, i) => {
      expect(t.name).toBe(`Mockup #${CATALOGUE.length + i + 1} - ${t.roomType}`);
      expect(t.windows).toEqual([]);
      expect(t.aspectRatio).toBeNull();
    });
  });

  it("have a scale, an anchor in the picture and a default print that fits above the furniture", () => {
    for (const t of walls) {
      const { pxPerCm, anchor, defaultSize } = t.wall!;
      const size = printSizeSchema.parse(defaultSize);
      expect(pxPerCm, t.name).toBeGreaterThan(4);
      const halfW = (size.widthCm / 2 + 8) * pxPerCm;
      const halfH = (size.heightCm / 2 + 8) * pxPerCm;
      expect(anchor[0] - halfW, t.name).toBeGreaterThan(0);
      expect(anchor[0] + halfW, t.name).toBeLessThan(t.width);
      expect(anchor[1] - halfH, t.name).toBeGreaterThan(0);
      // The piece's foot stays above the top of the furniture it hangs over.
      const e = BARE_WALLS[t.index - CATALOGUE.length]!;
      const kit = roomKit(e.room, e.variant);
      const scene = starterScene(t.index);
      const furnitureTop = project(scene.cam, [0, kit.anchor.hangAbove ?? kit.anchor.height, scene.shell.back])[1];
      expect(anchor[1] + halfH - 3 * pxPerCm, t.name).toBeLessThan(furnitureTop);
    }
  });

  it("draw furniture at the wall's scale: the anchor piece spans its real width in cm times pxPerCm", () => {
    for (const t of walls) {
      const e = BARE_WALLS[t.index - CATALOGUE.length]!;
      const kit = roomKit(e.room, e.variant);
      const scene = starterScene(t.index);
      const y = kit.anchor.height;
      const left = project(scene.cam, [-kit.anchor.width / 2, y, scene.shell.back]);
      const right = project(scene.cam, [kit.anchor.width / 2, y, scene.shell.back]);
      expect(Math.abs((right[0] - left[0]) / (kit.anchor.width * 100 * t.wall!.pxPerCm) - 1), t.name).toBeLessThan(0.001);
    }
  });

  it("hangs a 60x80 cm print in a black 2.5 cm frame 65 cm wide on the drawn room (real image)", async () => {
    const t = await generateStarterTemplate(CATALOGUE.length, { scale: 0.5 });
    const wall = t.wall!;
    const art = await generateStarterTemplate(0, { scale: 0.2 });
    const out = await renderWallMockup({
      template: t.png,
      wall: { pxPerCm: wall.pxPerCm, anchor: [wall.anchor[0], wall.anchor[1]] },
      fullWidth: t.width,
      artwork: art.png,
      fit: "fill",
      render: { frame: "black", size: printSizeSchema.parse("60x80cm") },
      format: "png",
    });
    const image = await readPixels(out.data);
    // Along the row through the anchor, the black moulding's outer edges.
    const y = Math.round(wall.anchor[1]);
    const dark = (x: number) => {
      const o = (y * image.width + x) * 4;
      return 0.299 * image.data[o]! + 0.587 * image.data[o + 1]! + 0.114 * image.data[o + 2]! < 60;
    };
    let x0 = Math.round(wall.anchor[0] - 40 * wall.pxPerCm);
    while (!dark(x0)) x0++;
    let x1 = Math.round(wall.anchor[0] + 40 * wall.pxPerCm);
    while (!dark(x1)) x1--;
    expect(Math.abs((x1 - x0 + 1) / (65 * wall.pxPerCm) - 1)).toBeLessThan(0.03);
  }, 60_000);
});
