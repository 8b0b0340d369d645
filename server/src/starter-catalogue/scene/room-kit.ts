import type { Mount } from "../furniture/mount";
import type { RoomPalette } from "../rooms/room-palette";
import type { Canvas } from "../svg/canvas";

/** A piece of furniture drawn at a mount, with the size the layout needs to place art around it. */
export type Piece = {
  width: number;
  /** Height of its top: art hangs above it, or leans on it when `flatTop`. */
  height: number;
  depth: number;
  flatTop?: boolean;
  /** Art hangs this high plus the gap; defaults to `height` (a kitchen hangs above its backsplash). */
  hangAbove?: number;
  draw: (c: Canvas, m: Mount) => string;
};

/** What a room type brings to any layout: its palette and furniture. */
export type RoomKit = {
  palette: RoomPalette;
  /** The piece the art hangs over, centred on the back wall. */
  anchor: Piece;
  /** Things on the anchor's top beside a leaning frame; `from`–`to` is the free stretch (wall terms). */
  topDecor?: (c: Canvas, m: Mount, from: number, to: number) => string;
  /** Something standing beside the anchor; side -1 is left; x is just outside the anchor. */
  beside: (c: Canvas, side: -1 | 1, x: number, wallZ: number) => string;
  /** A low piece to stand along a side wall under art hung there. */
  sidePiece: Piece;
  /** Long side of the art's window in metres, for a single frame over the anchor. */
  artSize: number;
  /** A sunny room gets a patch of window light on the back wall. */
  sunny: boolean;
};
