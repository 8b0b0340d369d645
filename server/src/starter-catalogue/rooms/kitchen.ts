import { drawBacksplash } from "../furniture/backsplash";
import { drawCabinet } from "../furniture/cabinet";
import { drawBowl } from "../furniture/decor";
import { drawFrustum } from "../furniture/frustum";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import { drawStool } from "../furniture/chair";
import type { Canvas } from "../svg/canvas";
import type { Mount } from "../furniture/mount";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
  {
    wall: "#f1eee8",
    floor: { kind: "tiles", color: "#cfc6b8", grout: "#b3a998", tile: 0.45 },
    skirting: "#5f7367",
    main: "#5f7367",
    accents: ["#e8e2d6", "#b87a4b", "#d7c9a7"],
    wood: "#a47b52",
  },
  {
    wall: "#e6e1d8",
    floor: { kind: "planks", color: "#b99672", plankWidth: 0.16 },
    skirting: "#2f3438",
    main: "#2f3438",
    accents: ["#f2eee6", "#c28b54", "#8da08a"],
    wood: "#c49a6c",
  },
];

/** Tiles run 40 cm up the wall from the worktop. */
const BACKSPLASH_TOP = 1.32;
/** Base units: 0.92 m worktop height, 0.62 m deep, a 3 cm stone top overhanging 2 cm. */
const COUNTER = { width: 2.4, height: 0.92, depth: 0.62 };

function counter(c: Canvas, p: RoomPalette, m: Mount, width: number): string {
  return drawCabinet(c, {
    mount: m,
    width,
    height: COUNTER.height,
    depth: COUNTER.depth,
    color: p.main,
    fronts: "doors",
    count: Math.round(width / 0.6),
    top: { color: "#e9e6e0", thickness: 0.03, overhang: 0.02 },
  });
}

/** Jars and a potted herb along the worktop. */
function jars(c: Canvas, p: RoomPalette, m: Mount, from: number, to: number): string {
  const y = COUNTER.height;
  let out = drawPlant(c, { kind: "fiddle", base: mountPoint(m, to - 0.12, y, 0.25), potRadius: 0.08, potHeight: 0.13, potColor: "#c7764a", height: 0.28 });
  if (to - from > 0.45) {
    out += drawFrustum(c, mountPoint(m, from + 0.1, y, 0.18), 0.055, 0.055, 0.2, { color: "#dcd5c8", cap: p.wood });
    out += drawFrustum(c, mountPoint(m, from + 0.24, y, 0.18), 0.05, 0.05, 0.15, { color: "#dcd5c8", cap: p.wood });
  }
  if (to - from > 0.75) out += drawBowl(c, mountPoint(m, from + 0.5, y, 0.3), 0.13, p.accents[1] ?? "#b87a4b");
  return out;
}

/** A kitchen run with an open wall above: art hung over the worktop or leaning against the wall on it. */
export function kitchenKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  return {
    palette: p,
    anchor: {
      ...COUNTER,
      flatTop: true,
      hangAbove: BACKSPLASH_TOP - 0.1,
      draw: (c, m) => drawBacksplash(c, m, COUNTER.width + 0.04, COUNTER.height, BACKSPLASH_TOP, "#f4f2ee", "#d9d4cc") + counter(c, p, m, COUNTER.width),
    },
    topDecor: (c, m, from, to) => jars(c, p, m, from, to),
    beside: (c, side, x, z) =>
      side < 0
        ? drawPlant(c, { kind: "olive", base: [x - 0.3, 0, z - 0.35], potRadius: 0.18, potHeight: 0.38, potColor: "#ddd5c8", height: 1.2 })
        : drawStool(c, { wall: "back", at: x + 0.3, wallPos: z }, 0, 0.7, 0.65, p.wood),
    sidePiece: { ...COUNTER, width: 1.8, draw: (c, m) => counter(c, p, m, 1.8) + jars(c, p, m, -0.85, -0.2) },
    artSize: 0.55,
    sunny: variant % 2 === 0,
  };
}
