import type { RoomType } from "../catalogue-types";
import type { RoomKit } from "../scene/room-kit";
import { BEDROOM } from "./bedroom";
import { buildRoomKit } from "./build-room-kit";
import { DINING_ROOM } from "./dining-room";
import { HALLWAY } from "./hallway";
import { KITCHEN } from "./kitchen";
import { LIVING_ROOM } from "./living-room";
import { NURSERY } from "./nursery";
import { OFFICE } from "./office";
import type { RoomRecipe } from "./room-recipe";
import { STUDIO } from "./studio";

export const ROOM_RECIPES: Record<RoomType, RoomRecipe> = {
  "Living Room": LIVING_ROOM,
  Bedroom: BEDROOM,
  Office: OFFICE,
  "Dining Room": DINING_ROOM,
  Hallway: HALLWAY,
  Kitchen: KITCHEN,
  Nursery: NURSERY,
  Studio: STUDIO,
};

/** The room kit for one variant of a room type. */
export const roomKit = (room: RoomType, variant: number): RoomKit => buildRoomKit(ROOM_RECIPES[room], variant);
