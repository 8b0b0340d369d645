import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
  {
    wall: "#eed9d2",
    floor: { kind: "planks", color: "#cfae88", plankWidth: 0.18 },
    skirting: "#f6efec",
    main: "#f4efe8",
    accents: ["#c9a27e", "#a9bfae", "#e9c9b9"],
    wood: "#e2cfb3",
    rug: { base: "#f3ede4", border: "#d9b8a8" },
  },
  {
    wall: "#d5e0d8",
    floor: { kind: "planks", color: "#c8a883", plankWidth: 0.18 },
    skirting: "#eef3ef",
    main: "#fbf8f2",
    accents: ["#d6b37d", "#9fb5c4", "#efe2cf"],
    wood: "#d9c3a2",
    rug: { base: "#f4efe6", border: "#b8c9bd" },
  },
];

/** Dresser beside the cot: 0.9 m wide, 0.8 m high. */
const DRESSER = { width: 0.9, height: 0.8, depth: 0.45 };
const dresser = { part: "cabinet", at: "mount", ...DRESSER, color: "main", fronts: "drawers", count: 3, legs: { height: 0.1, color: "wood" } } as const;

/** A nursery: slatted cot under the art, dresser with a lamp, a bear and a plant. */
export const NURSERY: RoomRecipe = {
  palettes: PALETTES,
  anchor: {
    width: 1.24,
    height: 0.9,
    depth: 0.66,
    parts: [
      { part: "crib", at: "mount", color: "wood", bedding: "accent2" },
      { part: "bear", at: { along: 0.3, up: 0.44, out: 0.35 }, size: 260, color: "accent0" },
    ],
  },
  beside: {
    left: { parts: [{ part: "plant", kind: "fiddle", at: { x: -0.25, back: 0.3 }, potRadius: 0.16, potHeight: 0.32, potColor: "#f2ece4", height: 1.0 }] },
    right: {
      mountAt: DRESSER.width / 2,
      parts: [dresser, { part: "lamp", kind: "table", at: { along: 0.2, up: DRESSER.height, out: 0.22 }, height: 0.42, shade: "#fbf6ee", metal: "accent1" }],
    },
  },
  sidePiece: { ...DRESSER, parts: [dresser, { part: "bear", at: { along: -0.25, up: DRESSER.height, out: 0.2 }, size: 220, color: "accent0" }] },
  artSize: 0.55,
  sunny: true,
};
