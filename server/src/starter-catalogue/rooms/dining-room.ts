import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
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
const sideboard = (width: number) =>
  ({ part: "cabinet", at: "mount", ...SIDEBOARD, width, color: "main", legs: { height: 0.15, color: "wood" }, fronts: { byVariant: ["doors", "fluted"] }, count: 3 }) as const;

/** A sideboard wall with a pendant: vase, bowl and books on top, a plant beside. */
export const DINING_ROOM: RoomRecipe = {
  palettes: PALETTES,
  anchor: { ...SIDEBOARD, flatTop: true, parts: [sideboard(SIDEBOARD.width)] },
  topDecor: [
    { part: "vase", at: { to: -0.14, up: SIDEBOARD.height, out: 0.22 }, height: 0.34, color: "accent2", stems: 0.5 },
    { part: "bowl", needsFree: 0.45, at: { from: 0.16, up: SIDEBOARD.height, out: 0.24 }, radius: 0.12, color: "accent1" },
    { part: "books", needsFree: 0.7, at: { from: 0.42, up: SIDEBOARD.height, out: 0.22 }, colors: ["accent0", "#e9e2d5"] },
  ],
  beside: {
    left: { parts: [{ part: "plant", kind: "olive", at: { x: -0.3, back: 0.4 }, potRadius: 0.2, potHeight: 0.4, potColor: "#b9ada0", height: 1.35 }] },
    right: { parts: [{ part: "vase", at: { x: 0.22, back: 0.25 }, height: 0.55, color: "accent0", stems: 0.7 }] },
  },
  sidePiece: { ...SIDEBOARD, width: 1.5, parts: [sideboard(1.5)] },
  artSize: 0.75,
  sunny: true,
};
