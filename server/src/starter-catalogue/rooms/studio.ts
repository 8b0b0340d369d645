import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
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
export const STUDIO: RoomRecipe = {
  palettes: PALETTES,
  anchor: { ...TABLE, flatTop: true, parts: [{ part: "table", at: "mount", ...TABLE, color: "wood", shelf: true }] },
  topDecor: [
    { part: "vase", at: { to: -0.12, up: TABLE.height, out: 0.25 }, height: 0.22, color: "accent0", stems: 0.35 },
    { part: "jar", needsFree: 0.4, at: { from: 0.1, up: TABLE.height, out: 0.3 }, bottom: 0.05, top: 0.055, height: 0.13, color: "#d8d4cc", cap: "#3b342e" },
    { part: "books", needsFree: 0.6, at: { from: 0.36, up: TABLE.height, out: 0.3 }, colors: "accents" },
  ],
  beside: {
    left: { parts: [{ part: "plant", kind: "fiddle", at: { x: -0.35, back: 0.4 }, potRadius: 0.22, potHeight: 0.45, potColor: "#8c8680", height: 1.5 }] },
    right: { mountAt: 0.35, parts: [{ part: "stool", at: "mount", from: 0.5, height: 0.62, color: "wood" }] },
  },
  sidePiece: {
    width: 1.4,
    height: 0.55,
    depth: 0.4,
    parts: [
      { part: "cabinet", at: "mount", width: 1.4, height: 0.55, depth: 0.4, color: "main", fronts: "plain", count: 1, legs: { height: 0.16, color: "main" } },
      { part: "books", at: { along: 0.4, up: 0.55, out: 0.2 }, colors: "accents" },
    ],
  },
  artSize: 0.72,
  sunny: true,
};
