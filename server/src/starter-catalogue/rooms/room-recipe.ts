import type { Part } from "./room-parts";
import type { RoomPalette } from "./room-palette";

/** A piece of furniture the layout places art around, and the parts that draw it (in order). */
export type PieceRecipe = {
  width: number;
  /** Height of its top: art hangs above it, or leans on it when `flatTop`. */
  height: number;
  depth: number;
  flatTop?: boolean;
  /** Art hangs this high plus the gap; defaults to `height`. */
  hangAbove?: number;
  parts: readonly Part[];
};

/** One side of the anchor: parts on the floor, or against the back wall at `mountAt` from the edge. */
export type BesideRecipe = { mountAt?: number; parts: readonly Part[] };

/**
 * A room type as data: everything that differs between rooms. `buildRoomKit` turns it into the
 * drawing functions the scene layouts use; later parts are drawn over earlier ones.
 */
export type RoomRecipe = {
  /** Variant n uses palette n mod the count. */
  palettes: readonly RoomPalette[];
  /** The piece the art hangs over, centred on the back wall. */
  anchor: PieceRecipe;
  /** Things on the anchor's top beside a leaning frame, placed in the free stretch. */
  topDecor?: readonly Part[];
  beside: { left: BesideRecipe; right: BesideRecipe };
  /** A low piece along a side wall under art hung there; `decorSpan` repeats the top decor on it. */
  sidePiece: PieceRecipe & { decorSpan?: readonly [from: number, to: number] };
  /** Long side of the art's window in metres, for a single frame over the anchor. */
  artSize: number;
  /** A patch of window light on the back wall: always, never, or on even or odd variants only. */
  sunny: boolean | "even" | "odd";
};
