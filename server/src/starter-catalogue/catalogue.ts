import type { CatalogueEntry, Layout, Orientation, RoomType } from "./catalogue-types";
import type { FrameColor } from "./frame/frame-finishes";

type Row = [RoomType, `${number}x${number}`, FrameColor, Layout, Orientation, number];

/**
 * The starter catalogue, in "Mockup #N" order. Spread so that neighbours differ in room, ratio
 * and colour; angled shots (side-wall, lean-*) and pairs are mixed through the list.
 */
const ROWS: readonly Row[] = [
  ["Living Room", "4x5", "Black", "wall", "landscape", 0],
  ["Bedroom", "16x9", "White", "wall", "landscape", 0],
  ["Office", "3x4", "Oak", "wall", "portrait", 0],
  ["Dining Room", "1x1", "Walnut", "wall", "landscape", 0],
  ["Hallway", "2x3", "Natural", "side-wall", "landscape", 0],
  ["Kitchen", "4x5", "White", "lean-shelf", "landscape", 0],
  ["Nursery", "1x1", "Natural", "pair", "landscape", 0],
  ["Studio", "3x4", "Black", "lean-floor", "portrait", 0],
  ["Living Room", "3x2", "Oak", "wall", "landscape", 1],
  ["Bedroom", "4x5", "Gold", "pair", "landscape", 1],
  ["Living Room", "2x3", "Walnut", "lean-floor", "portrait", 0],
  ["Office", "16x9", "Black", "wall", "landscape", 1],
  ["Dining Room", "5x4", "Gold", "lean-shelf", "landscape", 1],
  ["Hallway", "3x4", "Black", "wall", "portrait", 1],
  ["Living Room", "1x1", "White", "side-wall", "landscape", 1],
  ["Kitchen", "3x2", "Oak", "wall", "landscape", 1],
  ["Bedroom", "2x3", "Natural", "wall", "portrait", 0],
  ["Studio", "4x5", "White", "side-wall", "landscape", 1],
  ["Nursery", "3x4", "White", "wall", "portrait", 1],
  ["Living Room", "5x4", "Silver", "wall", "landscape", 0],
  ["Office", "2x3", "Walnut", "side-wall", "portrait", 0],
  ["Dining Room", "16x9", "Black", "wall", "landscape", 1],
  ["Living Room", "3x4", "Gold", "wall", "portrait", 1],
  ["Bedroom", "1x1", "Oak", "lean-floor", "landscape", 1],
  ["Hallway", "4x5", "White", "pair", "landscape", 0],
  ["Studio", "16x9", "Natural", "wall", "landscape", 1],
  ["Kitchen", "2x3", "Black", "lean-shelf", "portrait", 1],
  ["Office", "5x4", "Natural", "pair", "landscape", 0],
];

export const CATALOGUE: readonly CatalogueEntry[] = ROWS.map(([room, ratio, color, layout, orientation, variant]) => {
  const [w, h] = ratio.split("x").map(Number) as [number, number];
  return { room, ratio: [w, h], color, layout, orientation, variant };
});

/** The spec's bulk-upload name: "Mockup #N - 4x5 - Black - Living Room". */
export const templateName = (index: number, e: CatalogueEntry): string =>
  `Mockup #${index + 1} - ${e.ratio[0]}x${e.ratio[1]} - ${e.color} - ${e.room}`;
