import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
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

/** A nightstand with a lamp, standing just outside the bed on one side. */
const nightstand = (side: -1 | 1) => ({
  mountAt: (side * STAND.width) / 2,
  parts: [
    { part: "cabinet", at: "mount", ...STAND, color: "wood", fronts: "drawers", count: 2, legs: { height: 0.12, color: "wood" } },
    { part: "lamp", kind: "table", at: { along: 0, up: STAND.height, out: STAND.depth / 2 }, height: 0.5, shade: "#f3ece0", metal: "#d9d2c5" },
  ],
}) as const;

/** Art over the bed: headboard, linen, nightstands with lamps. */
export const BEDROOM: RoomRecipe = {
  palettes: PALETTES,
  anchor: {
    width: BED_WIDTH + 0.12,
    height: 1.2,
    depth: 2.1,
    parts: [{ part: "bed", at: "mount", width: BED_WIDTH, headboard: "main", linen: "#f4f1ec", throwColor: "accent0", pillows: "accents" }],
  },
  beside: { left: nightstand(-1), right: nightstand(1) },
  sidePiece: {
    width: 1.2,
    height: 0.82,
    depth: 0.48,
    parts: [
      { part: "cabinet", at: "mount", width: 1.2, height: 0.82, depth: 0.48, color: "wood", fronts: "drawers", count: 3, legs: { height: 0.1, color: "wood" } },
      { part: "plant", kind: "snake", at: { along: -0.4, up: 0.82, out: 0.22 }, potRadius: 0.09, potHeight: 0.16, potColor: "#ece6dc", height: 0.32 },
    ],
  },
  artSize: 0.75,
  sunny: "even",
};
