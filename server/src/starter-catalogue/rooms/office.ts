import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
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
export const OFFICE: RoomRecipe = {
  palettes: PALETTES,
  anchor: {
    ...DESK,
    flatTop: true,
    parts: [
      { part: "table", at: "mount", ...DESK, color: "wood" },
      { part: "deskLamp", at: { along: -DESK.width / 2 + 0.2, up: DESK.height, out: 0.2 }, color: "main" },
      { part: "chair", at: "mount", along: 0.32, from: 0.45, color: "main", legs: "main" },
    ],
  },
  topDecor: [
    { part: "books", at: { from: 0.18, to: -0.16, up: DESK.height, out: 0.25 }, colors: "accents" },
    { part: "plant", needsFree: 0.45, kind: "snake", at: { to: -0.12, up: DESK.height, out: 0.2 }, potRadius: 0.07, potHeight: 0.12, potColor: "#e6e1d8", height: 0.3 },
  ],
  beside: {
    left: { parts: [{ part: "plant", kind: "olive", at: { x: -0.3, back: 0.35 }, potRadius: 0.17, potHeight: 0.36, potColor: "#c9c2b6", height: 1.3 }] },
    right: { parts: [{ part: "plant", kind: "snake", at: { x: 0.25, back: 0.3 }, potRadius: 0.16, potHeight: 0.3, potColor: "main", height: 0.75 }] },
  },
  sidePiece: {
    width: 1.2,
    height: 0.7,
    depth: 0.45,
    parts: [
      { part: "cabinet", at: "mount", width: 1.2, height: 0.7, depth: 0.45, color: "wood", fronts: "doors", count: 2 },
      { part: "books", at: { along: -0.35, up: 0.7, out: 0.22 }, colors: "accents" },
    ],
  },
  artSize: 0.68,
  sunny: "even",
};
