import { drawCabinet } from "../furniture/cabinet";
import { drawBooks, drawBowl, drawVase } from "../furniture/decor";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
  {
    wall: "#d9cbb8",
    floor: { kind: "planks", color: "#9c7450", plankWidth: 0.14 },
    skirting: "#e9e0d3",
    main: "#5a3d2b",
    accents: ["#2f4a44", "#c69a5b", "#e9e2d5"],
    wood: "#5a3d2b",
  },
  {
    wall: "#f0ece6",
    floor: { kind: "planks", color: "#c7a27b", plankWidth: 0.2 },
    skirting: "#f4f1ec",
    main: "#c4a27c",
    accents: ["#51606d", "#b46f4c", "#ebe5da"],
    wood: "#c4a27c",
  },
];

/** Sideboard: 1.8 m wide, 0.76 m high on 15 cm legs, 0.45 m deep. */
const SIDEBOARD = { width: 1.8, height: 0.76, depth: 0.45 };

/** A sideboard wall with a pendant: vase, bowl and books on top, a plant beside. */
export function diningRoomKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  const sideboard = (m: Parameters<RoomKit["anchor"]["draw"]>[1]) => ({
    mount: m,
    ...SIDEBOARD,
    color: p.main,
    legs: { height: 0.15, color: p.wood },
    fronts: variant % 2 === 0 ? ("doors" as const) : ("fluted" as const),
    count: 3,
  });
  return {
    palette: p,
    anchor: { ...SIDEBOARD, flatTop: true, draw: (c, m) => drawCabinet(c, sideboard(m)) },
    topDecor: (c, m, from, to) =>
      drawVase(c, mountPoint(m, to - 0.14, SIDEBOARD.height, 0.22), 0.34, p.accents[2] ?? "#eee", 0.5) +
      (to - from > 0.45 ? drawBowl(c, mountPoint(m, from + 0.16, SIDEBOARD.height, 0.24), 0.12, p.accents[1] ?? "#c69a5b") : "") +
      (to - from > 0.7 ? drawBooks(c, mountPoint(m, from + 0.42, SIDEBOARD.height, 0.22), [p.accents[0] ?? "#333", "#e9e2d5"]) : ""),
    beside: (c, side, x, z) =>
      side < 0
        ? drawPlant(c, { kind: "olive", base: [x - 0.3, 0, z - 0.4], potRadius: 0.2, potHeight: 0.4, potColor: "#b9ada0", height: 1.35 })
        : drawVase(c, [x + 0.22, 0, z - 0.25], 0.55, p.accents[0] ?? "#333", 0.7),
    sidePiece: { ...SIDEBOARD, width: 1.5, draw: (c, m) => drawCabinet(c, { ...sideboard(m), width: 1.5 }) },
    artSize: 0.75,
    sunny: true,
  };
}
