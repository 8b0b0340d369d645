import { drawCabinet } from "../furniture/cabinet";
import { drawChair } from "../furniture/chair";
import { drawTable } from "../furniture/console-table";
import { drawBooks } from "../furniture/decor";
import { drawDeskLamp } from "../furniture/desk-lamp";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
  {
    wall: "#eceae5",
    floor: { kind: "planks", color: "#a47c57", plankWidth: 0.15 },
    skirting: "#f3f2ee",
    main: "#2f3336",
    accents: ["#c7a15c", "#7b8c74", "#b9503c"],
    wood: "#b48a5f",
  },
  {
    wall: "#3f4a50",
    floor: { kind: "planks", color: "#6e5039", plankWidth: 0.17 },
    skirting: "#3a444a",
    main: "#c9b496",
    accents: ["#d4a35a", "#e9e4da", "#8f4f3a"],
    wood: "#5c3f2c",
  },
];

/** Desk: 1.4 m wide, 0.74 m high, 0.65 m deep. */
const DESK = { width: 1.4, height: 0.74, depth: 0.65 };

/** A desk wall: desk with lamp and books, a chair tucked in, plants either side. */
export function officeKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  return {
    palette: p,
    anchor: {
      ...DESK,
      flatTop: true,
      draw: (c, m) =>
        drawTable(c, { mount: m, ...DESK, color: p.wood }) +
        drawDeskLamp(c, mountPoint(m, -DESK.width / 2 + 0.2, DESK.height, 0.2), p.main) +
        drawChair(c, m, 0.32, 0.45, p.main, p.main),
    },
    topDecor: (c, m, from, to) =>
      drawBooks(c, mountPoint(m, Math.min(to - 0.16, from + 0.18), DESK.height, 0.25), p.accents) +
      (to - from > 0.45 ? drawPlant(c, { kind: "snake", base: mountPoint(m, to - 0.12, DESK.height, 0.2), potRadius: 0.07, potHeight: 0.12, potColor: "#e6e1d8", height: 0.3 }) : ""),
    beside: (c, side, x, z) =>
      side < 0
        ? drawPlant(c, { kind: "olive", base: [x - 0.3, 0, z - 0.35], potRadius: 0.17, potHeight: 0.36, potColor: "#c9c2b6", height: 1.3 })
        : drawPlant(c, { kind: "snake", base: [x + 0.25, 0, z - 0.3], potRadius: 0.16, potHeight: 0.3, potColor: p.main, height: 0.75 }),
    sidePiece: {
      width: 1.2,
      height: 0.7,
      depth: 0.45,
      draw: (c, m) =>
        drawCabinet(c, { mount: m, width: 1.2, height: 0.7, depth: 0.45, color: p.wood, fronts: "doors", count: 2 }) +
        drawBooks(c, mountPoint(m, -0.35, 0.7, 0.22), p.accents),
    },
    artSize: 0.68,
    sunny: variant % 2 === 0,
  };
}
