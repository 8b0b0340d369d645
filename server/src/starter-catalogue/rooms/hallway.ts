import type { RoomRecipe } from "./room-recipe";
import type { RoomPalette } from "./room-palette";

const PALETTES: readonly RoomPalette[] = [
  {
    wall: "#ece6dc",
    floor: { kind: "planks", color: "#b08862", plankWidth: 0.12 },
    skirting: "#f2eee8",
    main: "#3b3b3b",
    accents: ["#a8563a", "#e4d8c4", "#5d6b57"],
    wood: "#7a5638",
  },
  {
    wall: "#d4dad6",
    floor: { kind: "tiles", color: "#d9d4cb", grout: "#b9b2a6", tile: 0.4 },
    skirting: "#e6e9e6",
    main: "#d8cbb4",
    accents: ["#3e4e5e", "#c49458", "#efe9df"],
    wood: "#4e3a2b",
  },
];

/** Console: 1.1 m wide, 0.8 m high, a slim 0.32 m deep for a hallway. */
const CONSOLE = { width: 1.1, height: 0.8, depth: 0.32 };
const plant = { part: "plant", potRadius: 0.16, potHeight: 0.34, potColor: "#d8d0c2" } as const;

/** An entrance wall: console table with a vase and key bowl, a runner, a bench along the side. */
export const HALLWAY: RoomRecipe = {
  palettes: PALETTES,
  anchor: {
    ...CONSOLE,
    flatTop: true,
    parts: [
      { part: "rug", at: "mount", width: 0.9, from: 0.5, to: 3.4, base: "accent1", border: "accent0" },
      { part: "table", at: "mount", ...CONSOLE, color: "wood", shelf: true },
    ],
  },
  topDecor: [
    { part: "vase", at: { to: -0.1, up: CONSOLE.height, out: 0.16 }, height: 0.3, color: "accent2", stems: 0.45 },
    { part: "bowl", needsFree: 0.35, at: { from: 0.12, up: CONSOLE.height, out: 0.17 }, radius: 0.1, color: "main" },
  ],
  beside: {
    left: { parts: [{ ...plant, kind: "snake", at: { x: -0.25, back: 0.3 }, height: 0.8 }] },
    right: { parts: [{ ...plant, kind: "olive", at: { x: 0.25, back: 0.3 }, height: 1.2 }] },
  },
  sidePiece: { width: 1.2, height: 0.51, depth: 0.38, parts: [{ part: "bench", at: "mount", width: 1.2, wood: "wood", cushion: "accent1" }] },
  artSize: 0.62,
  sunny: "odd",
};
