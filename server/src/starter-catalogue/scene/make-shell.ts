import type { RoomPalette } from "../rooms/room-palette";
import type { RoomShell } from "./scene-types";

/** Room proportions in metres: a generous living space with a 2.7 m ceiling. */
const ROOM = { halfWidth: 3.2, back: 5, near: -2, height: 2.7, skirting: 0.11 };

export const makeShell = (p: RoomPalette, halfWidth = ROOM.halfWidth, back = ROOM.back): RoomShell => ({
  left: -halfWidth,
  right: halfWidth,
  back,
  near: ROOM.near,
  height: ROOM.height,
  wall: p.wall,
  floor: p.floor,
  skirting: p.skirting,
  skirtingHeight: ROOM.skirting,
});
