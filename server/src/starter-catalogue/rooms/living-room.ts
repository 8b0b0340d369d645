import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
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
export const LIVING_ROOM: RoomRecipe = {
  palettes: PALETTES,
  anchor: { width: 2.3, height: 0.8, depth: 0.96, parts: [{ part: "sofa", at: "mount", width: 2.3, color: "main", legs: "wood", pillows: "accents" }] },
  beside: {
    left: { parts: [{ part: "plant", kind: "fiddle", at: { x: -0.3, back: 0.35 }, potRadius: 0.2, potHeight: 0.42, potColor: "#dcd6ca", height: 1.45 }] },
    right: {
      parts: [
        { part: "lamp", kind: "floor", at: { x: 0.3, back: 0.28 }, height: 1.62, shade: "#efe6d6", metal: "#2d2a27" },
        { part: "sideTable", at: { x: 0.05, back: 0.72 }, radius: 0.22, height: 0.55, color: "wood" },
        { part: "books", at: { x: 0.05, back: 0.72, up: 0.55 }, colors: ["accent1", "#e8e2d6"] },
      ],
    },
  },
  sidePiece: {
    width: 1.5,
    height: 0.62,
    depth: 0.42,
    flatTop: true,
    // Only low things under side-wall art: anything taller would stand in front of the frame.
    parts: [
      { part: "cabinet", at: "mount", width: 1.5, height: 0.62, depth: 0.42, color: "wood", legs: { height: 0.14, color: "wood" }, fronts: "fluted", count: 3 },
      { part: "books", at: { along: -0.5, up: 0.62, out: 0.2 }, colors: ["accent1", "#e8e2d6"] },
      { part: "bowl", at: { along: 0.5, up: 0.62, out: 0.22 }, radius: 0.11, color: "accent0" },
    ],
  },
  artSize: 0.8,
  sunny: true,
};
