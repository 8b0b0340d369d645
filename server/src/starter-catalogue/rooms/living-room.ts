import { drawLamp } from "../furniture/lamp";
import { drawPlant } from "../furniture/plant";
import { drawSideTable } from "../furniture/side-table";
import { drawSofa } from "../furniture/sofa";
import { drawCabinet } from "../furniture/cabinet";
import { drawBooks, drawBowl } from "../furniture/decor";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
  {
    wall: "#e8e3da",
    floor: { kind: "planks", color: "#b48a60", plankWidth: 0.19 },
    skirting: "#efebe4",
    main: "#b9b1a4",
    accents: ["#c8875f", "#7d8a6c", "#e9e1d3"],
    wood: "#6b4a33",
    rug: { base: "#d9d0c1", border: "#a8967c" },
  },
  {
    wall: "#c5cbbf",
    floor: { kind: "planks", color: "#8a6445", plankWidth: 0.16 },
    skirting: "#dfe2da",
    main: "#e6dfd2",
    accents: ["#b66a44", "#3d4b5c", "#d8c39d"],
    wood: "#3f2c20",
    rug: { base: "#e4dccd", border: "#8f7a5c" },
  },
];

/** A sofa wall: the classic art-over-sofa shot, with a fiddle-leaf fig and a floor lamp. */
export function livingRoomKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  const sideboard = (c: Parameters<RoomKit["sidePiece"]["draw"]>[0], m: Parameters<RoomKit["sidePiece"]["draw"]>[1]) =>
    drawCabinet(c, { mount: m, width: 1.5, height: 0.62, depth: 0.42, color: p.wood, legs: { height: 0.14, color: p.wood }, fronts: "fluted", count: 3 });
  return {
    palette: p,
    anchor: {
      width: 2.3,
      height: 0.8,
      depth: 0.96,
      draw: (c, m) => drawSofa(c, { mount: m, width: 2.3, color: p.main, legs: p.wood, pillows: p.accents }),
    },
    beside: (c, side, x, z) =>
      side < 0
        ? drawPlant(c, { kind: "fiddle", base: [x - 0.3, 0, z - 0.35], potRadius: 0.2, potHeight: 0.42, potColor: "#dcd6ca", height: 1.45 })
        : drawLamp(c, { kind: "floor", base: [x + 0.3, 0, z - 0.28], height: 1.62, shade: "#efe6d6", metal: "#2d2a27", glowOn: z }) +
          drawSideTable(c, [x + 0.05, 0, z - 0.72], 0.22, 0.55, p.wood) +
          drawBooks(c, [x + 0.05, 0.55, z - 0.72], [p.accents[1] ?? "#555", "#e8e2d6"]),
    sidePiece: {
      width: 1.5,
      height: 0.62,
      depth: 0.42,
      flatTop: true,
      // Only low things under side-wall art: anything taller would stand in front of the frame.
      draw: (c, m) => sideboard(c, m) + drawBooks(c, [m.wallPos + 0.2, 0.62, m.at - 0.5], [p.accents[1] ?? "#555", "#e8e2d6"]) + drawBowl(c, [m.wallPos + 0.22, 0.62, m.at + 0.5], 0.11, p.accents[0] ?? "#c8875f"),
    },
    artSize: 0.8,
    sunny: true,
  };
}

