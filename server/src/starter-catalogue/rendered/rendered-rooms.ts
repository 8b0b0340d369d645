import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { RenderedScene } from "@shared/templates";
import { ROOM_LIGHTS, WALL_ORIENTATIONS } from "@shared/template-kinds";
import { prepareRenderedRoom, type PreparedRenderedRoom, type Point } from "../../image";

const point = z.tuple([z.number(), z.number()]);
const box = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]);

/** What the catalogue reads of a room.json (catalogue/scenes/lib/render.py writes it; other fields are ignored here). */
const roomJsonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  name: z.string().min(1),
  roomType: z.string().min(1),
  color: z.string().min(1),
  light: z.enum(ROOM_LIGHTS),
  wall: z.string().min(1),
  orientation: z.enum(WALL_ORIENTATIONS),
  credit: z.string().trim().min(1).max(200).optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  places: z.array(z.object({ quad: z.array(point).length(4), sizeCm: z.tuple([z.number().positive(), z.number().positive()]), lightBox: box, shadowBox: box })).min(1),
});

/** A rendered room found in the catalogue's output directory, ready to prepare. */
export type RenderedRoom = {
  id: string;
  name: string;
  roomType: string;
  color: string;
  scene: RenderedScene;
  /** Where its photo and passes are. */
  dir: string;
  places: { quad: Point[]; sizeCm: [number, number]; lightBox: [number, number, number, number]; shadowBox: [number, number, number, number] }[];
};

/** The rendered rooms under `dir` (one folder per room holding room.json), by id; folders without one are skipped. */
export async function listRenderedRooms(dir: string): Promise<RenderedRoom[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const rooms: RenderedRoom[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const roomDir = path.join(dir, entry.name);
    const json = await readFile(path.join(roomDir, "room.json"), "utf8").catch(() => null);
    if (json === null) continue;
    const { id, name, roomType, color, light, wall, orientation, credit, places } = roomJsonSchema.parse(JSON.parse(json));
    rooms.push({ id, name, roomType, color, scene: { light, wall, orientation, ...(credit ? { credit } : {}) }, dir: roomDir, places });
  }
  return rooms;
}

/** A rendered room's photo and passes read from its folder and prepared like an upload. */
export async function prepareRenderedRoomFiles(room: RenderedRoom): Promise<PreparedRenderedRoom> {
  const read = (name: string) => readFile(path.join(room.dir, name));
  const places = await Promise.all(
    room.places.map(async (place, i) => ({
      ...place,
      light: await read(`light-${i + 1}.png`),
      reflection: await read(`reflection-${i + 1}.webp`),
      shadow: await read(`shadow-${i + 1}.png`),
    })),
  );
  return prepareRenderedRoom(await read("photo.webp"), places);
}
