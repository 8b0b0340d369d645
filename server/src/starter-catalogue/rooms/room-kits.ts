import type { RoomType } from "../catalogue-types";
import type { RoomKit } from "../scene/room-kit";
import { bedroomKit } from "./bedroom";
import { diningRoomKit } from "./dining-room";
import { hallwayKit } from "./hallway";
import { kitchenKit } from "./kitchen";
import { livingRoomKit } from "./living-room";
import { nurseryKit } from "./nursery";
import { officeKit } from "./office";
import { studioKit } from "./studio";

export const ROOM_KITS: Record<RoomType, (variant: number) => RoomKit> = {
  "Living Room": livingRoomKit,
  Bedroom: bedroomKit,
  Office: officeKit,
  "Dining Room": diningRoomKit,
  Hallway: hallwayKit,
  Kitchen: kitchenKit,
  Nursery: nurseryKit,
  Studio: studioKit,
};
