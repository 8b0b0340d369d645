import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
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

/** A run of 60 cm base units with a stone top. */
const counter = (width: number) =>
  ({
    part: "cabinet",
    at: "mount",
    width,
    height: COUNTER.height,
    depth: COUNTER.depth,
    color: "main",
    fronts: "doors",
    count: Math.round(width / 0.6),
    top: { color: "#e9e6e0", thickness: 0.03, overhang: 0.02 },
  }) as const;

const jar = { part: "jar", needsFree: 0.45, color: "#dcd5c8", cap: "wood" } as const;

/** A kitchen run with an open wall above: art hung over the worktop or leaning against the wall on it. */
export const KITCHEN: RoomRecipe = {
  palettes: PALETTES,
  anchor: {
    ...COUNTER,
    flatTop: true,
    hangAbove: BACKSPLASH_TOP - 0.1,
    parts: [
      { part: "backsplash", at: "mount", width: COUNTER.width + 0.04, from: COUNTER.height, to: BACKSPLASH_TOP, color: "#f4f2ee", grout: "#d9d4cc" },
      counter(COUNTER.width),
    ],
  },
  // Jars and a potted herb along the worktop.
  topDecor: [
    { part: "plant", kind: "fiddle", at: { to: -0.12, up: COUNTER.height, out: 0.25 }, potRadius: 0.08, potHeight: 0.13, potColor: "#c7764a", height: 0.28 },
    { ...jar, at: { from: 0.1, up: COUNTER.height, out: 0.18 }, bottom: 0.055, top: 0.055, height: 0.2 },
    { ...jar, at: { from: 0.24, up: COUNTER.height, out: 0.18 }, bottom: 0.05, top: 0.05, height: 0.15 },
    { part: "bowl", needsFree: 0.75, at: { from: 0.5, up: COUNTER.height, out: 0.3 }, radius: 0.13, color: "accent1" },
  ],
  beside: {
    left: { parts: [{ part: "plant", kind: "olive", at: { x: -0.3, back: 0.35 }, potRadius: 0.18, potHeight: 0.38, potColor: "#ddd5c8", height: 1.2 }] },
    right: { mountAt: 0.3, parts: [{ part: "stool", at: "mount", from: 0.7, height: 0.65, color: "wood" }] },
  },
  sidePiece: { ...COUNTER, width: 1.8, decorSpan: [-0.85, -0.2], parts: [counter(1.8)] },
  artSize: 0.55,
  sunny: "even",
};
