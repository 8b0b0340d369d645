import { drawStool } from "../furniture/chair";
import { drawTable } from "../furniture/console-table";
import { drawBooks, drawVase } from "../furniture/decor";
import { drawFrustum } from "../furniture/frustum";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import { drawCabinet } from "../furniture/cabinet";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
  {
    wall: "#f3f2ef",
    floor: { kind: "concrete", color: "#b9b6b0" },
    skirting: "#eeede9",
    main: "#2d2d2d",
    accents: ["#c45f3c", "#e6c86e", "#3d5a80"],
    wood: "#b99770",
  },
  {
    wall: "#d7d3cc",
    floor: { kind: "planks", color: "#cbb392", plankWidth: 0.22 },
    skirting: "#dedad4",
    main: "#e9e6e0",
    accents: ["#2f5d62", "#d39b52", "#a44a3f"],
    wood: "#8d6b4a",
  },
];

/** Work table: 1.6 m wide, 0.9 m high (standing height for painting), 0.7 m deep. */
const TABLE = { width: 1.6, height: 0.9, depth: 0.7 };

/** An artist's studio: a work table with brush jars, a stool, big plants, a concrete floor. */
export function studioKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  return {
    palette: p,
    anchor: { ...TABLE, flatTop: true, draw: (c, m) => drawTable(c, { mount: m, ...TABLE, color: p.wood, shelf: true }) },
    topDecor: (c, m, from, to) =>
      drawVase(c, mountPoint(m, to - 0.12, TABLE.height, 0.25), 0.22, p.accents[0] ?? "#c45f3c", 0.35) +
      (to - from > 0.4 ? drawFrustum(c, mountPoint(m, from + 0.1, TABLE.height, 0.3), 0.05, 0.055, 0.13, { color: "#d8d4cc", cap: "#3b342e" }) : "") +
      (to - from > 0.6 ? drawBooks(c, mountPoint(m, from + 0.36, TABLE.height, 0.3), p.accents) : ""),
    beside: (c, side, x, z) =>
      side < 0
        ? drawPlant(c, { kind: "fiddle", base: [x - 0.35, 0, z - 0.4], potRadius: 0.22, potHeight: 0.45, potColor: "#8c8680", height: 1.5 })
        : drawStool(c, { wall: "back", at: x + 0.35, wallPos: z }, 0, 0.5, 0.62, p.wood),
    sidePiece: {
      width: 1.4,
      height: 0.55,
      depth: 0.4,
      draw: (c, m) =>
        drawCabinet(c, { mount: m, width: 1.4, height: 0.55, depth: 0.4, color: p.main, fronts: "plain", count: 1, legs: { height: 0.16, color: p.main } }) +
        drawBooks(c, mountPoint(m, 0.4, 0.55, 0.2), p.accents),
    },
    artSize: 0.72,
    sunny: true,
  };
}
