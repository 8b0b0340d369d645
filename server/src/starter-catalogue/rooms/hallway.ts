import { drawBench } from "../furniture/bench";
import { drawTable } from "../furniture/console-table";
import { drawBowl, drawVase } from "../furniture/decor";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import { drawRug } from "../furniture/rug";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
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

/** An entrance wall: console table with a vase and key bowl, a runner, a bench along the side. */
export function hallwayKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  return {
    palette: p,
    anchor: {
      ...CONSOLE,
      flatTop: true,
      draw: (c, m) =>
        drawRug(c, { mount: m, width: 0.9, from: 0.5, to: 3.4, base: p.accents[1] ?? "#e4d8c4", border: p.accents[0] ?? "#a8563a" }) +
        drawTable(c, { mount: m, ...CONSOLE, color: p.wood, shelf: true }),
    },
    topDecor: (c, m, from, to) =>
      drawVase(c, mountPoint(m, to - 0.1, CONSOLE.height, 0.16), 0.3, p.accents[2] ?? "#5d6b57", 0.45) +
      (to - from > 0.35 ? drawBowl(c, mountPoint(m, from + 0.12, CONSOLE.height, 0.17), 0.1, p.main) : ""),
    beside: (c, side, x, z) =>
      drawPlant(c, { kind: side < 0 ? "snake" : "olive", base: [x + side * 0.25, 0, z - 0.3], potRadius: 0.16, potHeight: 0.34, potColor: "#d8d0c2", height: side < 0 ? 0.8 : 1.2 }),
    sidePiece: {
      width: 1.2,
      height: 0.51,
      depth: 0.38,
      draw: (c, m) => drawBench(c, m, 1.2, p.wood, p.accents[1] ?? "#e4d8c4"),
    },
    artSize: 0.62,
    sunny: variant % 2 === 1,
  };
}
