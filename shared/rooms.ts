import { z } from "zod";
import { ROOM_LIGHTS } from "./render-options";
import { smartObjectChoiceSchema } from "./psd";
import { placedWindowsSchema, roomWindowSchema } from "./quads";
import { templateSchema, wallScaleSchema } from "./templates";

/** Free accounts keep this many rooms (their own photos as templates); premium has no limit. */
export const FREE_ROOM_LIMIT = 3;

export const ROOM_NAME_MAX = 200;

export { quadSchema, roomWindowSchema, type RoomWindow } from "./quads";

/** A room answers the template fields plus its windows. */
export const roomSchema = templateSchema.extend({ windows: z.array(roomWindowSchema) });
export type Room = z.infer<typeof roomSchema>;

const nameSchema = z.string().trim().min(1, "Name is required").max(ROOM_NAME_MAX, `Name must be at most ${ROOM_NAME_MAX} characters`);

export const createRoomFieldsSchema = z.object({ name: nameSchema.optional() });

export const updateRoomSchema = z.object({
  name: nameSchema.optional(),
  windows: placedWindowsSchema.optional(),
  /** A bare wall's scale, anchor and default size, as the admin sets a template's (`null` removes them). */
  wall: wallScaleSchema.nullable().optional(),
  /** A PSD room: the smart objects that receive the art. */
  smartObjects: smartObjectChoiceSchema.optional(),
}).meta({ example: { name: "Living room", windows: [{ quad: [[120, 80], [480, 80], [480, 320], [120, 320]] }] } });
export type UpdateRoomInput = z.infer<typeof updateRoomSchema>;

export const roomImageUrl = (file: string) => `/api/rooms/images/${file}`;
export const ROOM_IMAGE_PATH = "/api/rooms/images/";
export const ROOM_THUMBNAIL_PATH = "/api/rooms/thumbnails/";

/**
 * `light` on the preview, export and save routes (a query parameter): for art drawn over an
 * opaque room photo, `keep` (the default) gives it the photo's light, grain and glass
 * reflections, `no-reflection` all but the reflections, `off` none.
 * Its own small schema, merged into each route's query, so render options stay separate.
 */
export const lightQuerySchema = z.object({
  /** Absent: the template's default (keep, except PSD templates, whose light and shadows are their own layers). */
  light: z.enum(ROOM_LIGHTS, { error: "light must be keep, no-reflection or off" }).optional(),
});
