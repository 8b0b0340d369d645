import type { FrameColor } from "./frame/frame-finishes";

export const ROOM_TYPES = ["Living Room", "Bedroom", "Office", "Dining Room", "Hallway", "Kitchen", "Nursery", "Studio"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/**
 * How the frame sits in the shot: hung flat on the back wall, a pair side by side, on a side wall
 * in perspective, or leaning (tilted back) on the floor or on a piece of furniture.
 */
export type Layout = "wall" | "pair" | "side-wall" | "lean-floor" | "lean-shelf";
export type Orientation = "landscape" | "portrait";

/** One starter template before it is drawn. `ratio` is width by height, as in the name ("4x5"). */
export type CatalogueEntry = {
  room: RoomType;
  color: FrameColor;
  ratio: readonly [number, number];
  layout: Layout;
  orientation: Orientation;
  /** Picks among the room's palettes, so repeats of a room do not look alike. */
  variant: number;
};
