import { drawCabinet } from "../furniture/cabinet";
import { drawCrib } from "../furniture/crib";
import { drawLamp } from "../furniture/lamp";
import { mountPoint } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import { drawBear } from "../furniture/soft-toy";
import type { RoomKit } from "../scene/room-kit";
import type { RoomPalette } from "./room-palette";
import { pick } from "./room-palette";

const PALETTES: RoomPalette[] = [
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

/** A nursery: slatted cot under the art, dresser with a lamp, a bear and a plant. */
export function nurseryKit(variant: number): RoomKit {
  const p = pick(PALETTES, variant);
  return {
    palette: p,
    anchor: {
      width: 1.24,
      height: 0.9,
      depth: 0.66,
      draw: (c, m) => drawCrib(c, m, 0, p.wood, p.accents[2] ?? "#efe2cf") + drawBear(c, mountPoint(m, 0.3, 0.44, 0.35), 260, p.accents[0] ?? "#c9a27e"),
    },
    beside: (c, side, x, z) => {
      if (side < 0) return drawPlant(c, { kind: "fiddle", base: [x - 0.25, 0, z - 0.3], potRadius: 0.16, potHeight: 0.32, potColor: "#f2ece4", height: 1.0 });
      const m = { wall: "back", at: x + DRESSER.width / 2, wallPos: z } as const;
      return (
        drawCabinet(c, { mount: m, ...DRESSER, color: p.main, fronts: "drawers", count: 3, legs: { height: 0.1, color: p.wood } }) +
        drawLamp(c, { kind: "table", base: mountPoint(m, 0.2, DRESSER.height, 0.22), height: 0.42, shade: "#fbf6ee", metal: p.accents[1] ?? "#9fb5c4", glowOn: z })
      );
    },
    sidePiece: {
      ...DRESSER,
      draw: (c, m) =>
        drawCabinet(c, { mount: m, ...DRESSER, color: p.main, fronts: "drawers", count: 3, legs: { height: 0.1, color: p.wood } }) +
        drawBear(c, mountPoint(m, -0.25, DRESSER.height, 0.2), 220, p.accents[0] ?? "#c9a27e"),
    },
    artSize: 0.55,
    sunny: true,
  };
}
