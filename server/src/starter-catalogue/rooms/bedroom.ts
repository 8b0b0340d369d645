import { drawBed } from "../furniture/bed";
import { drawCabinet } from "../furniture/cabinet";
import { drawVase } from "../furniture/decor";
import { drawLamp } from "../furniture/lamp";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import type { Canvas } from "../svg/canvas";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
  {
    wall: "#e7d9cf",
    floor: { kind: "planks", color: "#c29b73", plankWidth: 0.18 },
    skirting: "#f1ebe4",
    main: "#cdb9a6",
    accents: ["#b5644a", "#e8dccb"],
    wood: "#8a6547",
    rug: { base: "#efe8dc", border: "#c9b79c" },
  },
  {
    wall: "#b9c4cc",
    floor: { kind: "planks", color: "#a88462", plankWidth: 0.2 },
    skirting: "#e3e7ea",
    main: "#6d7b88",
    accents: ["#d8b26e", "#f1ede6"],
    wood: "#5b4030",
  },
];

/** Bed width: a 160 cm queen. */
const BED_WIDTH = 1.6;
/** Nightstand: 48 cm wide, 55 cm high. */
const STAND = { width: 0.48, height: 0.55, depth: 0.4 };

function nightstand(c: Canvas, p: RoomPalette, x: number, z: number, withLamp: boolean): string {
  const m = { wall: "back", at: x, wallPos: z } as const;
  const top = mountPoint(m, 0, STAND.height, STAND.depth / 2);
  return (
    drawCabinet(c, { mount: m, ...STAND, color: p.wood, fronts: "drawers", count: 2, legs: { height: 0.12, color: p.wood } }) +
    (withLamp
      ? drawLamp(c, { kind: "table", base: top, height: 0.5, shade: "#f3ece0", metal: "#d9d2c5", glowOn: z })
      : drawVase(c, top, 0.22, "#efe9df", 0.3))
  );
}

/** Art over the bed: headboard, linen, nightstands with lamps. */
export function bedroomKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  return {
    palette: p,
    anchor: {
      width: BED_WIDTH + 0.12,
      height: 1.2,
      depth: 2.1,
      draw: (c, m) =>
        drawBed(c, { mount: m, width: BED_WIDTH, headboard: p.main, linen: "#f4f1ec", throwColor: p.accents[0] ?? "#b5644a", pillows: p.accents }),
    },
    beside: (c, side, x, z) => nightstand(c, p, x + (side * STAND.width) / 2, z, true),
    sidePiece: {
      width: 1.2,
      height: 0.82,
      depth: 0.48,
      draw: (c, m) =>
        drawCabinet(c, { mount: m, width: 1.2, height: 0.82, depth: 0.48, color: p.wood, fronts: "drawers", count: 3, legs: { height: 0.1, color: p.wood } }) +
        drawPlant(c, { kind: "snake", base: mountPoint(m, -0.4, 0.82, 0.22), potRadius: 0.09, potHeight: 0.16, potColor: "#ece6dc", height: 0.32 }),
    },
    artSize: 0.75,
    sunny: variant % 2 === 0,
  };
}
