import { eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { templates } from "../../db/schema";
import { listRenderedRooms, prepareRenderedRoomFiles, type RenderedRoom } from "../../starter-catalogue";
import { claimSeeding, touchSeeding } from "./claim-seeding";
import { storeTemplateImages } from "./store-template-images";
import { templateImageUrl, templateKeys } from "./template-files";

/** Stored as rendered-<room>.png: a fixed name per room, so a resumed run adds no twin. */
export const RENDERED_FILE_PREFIX = "rendered-";
const PASSES_TYPE = "application/octet-stream";

/**
 * Installs the rendered rooms (`config.renderedRoomsDir`) into the catalogue. Each room is claimed
 * on its own (`app_state` row `rendered-room:<id>`): several instances may run this at once and
 * each room is installed by one of them, once — a room the admin deletes does not come back, and
 * a room rendered later is installed at the next start.
 */
export async function seedRenderedRooms(deps: AppDeps, log: (msg: string) => void = () => {}): Promise<void> {
  const { db, config } = deps;
  if (config.starterCatalogue === "off" || !config.renderedRoomsDir) return;
  const started = performance.now();
  let added = 0;
  for (const room of await listRenderedRooms(config.renderedRoomsDir)) {
    const key = `rendered-room:${room.id}`;
    if (!(await claimSeeding(db, key))) continue;
    const file = `${RENDERED_FILE_PREFIX}${room.id}.png`;
    // A claim taken over from an instance that died may find its row already in.
    const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.imageUrl, templateImageUrl(file))).limit(1);
    if (!row) {
      await installRenderedRoom(deps, room, file);
      added++;
    }
    await touchSeeding(db, key, "done");
  }
  if (added) log(`Rendered rooms: ${added} installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function installRenderedRoom({ db, storage }: Pick<AppDeps, "db" | "storage">, room: RenderedRoom, file: string): Promise<void> {
  const prepared = await prepareRenderedRoomFiles(room);
  const keys = templateKeys(file);
  await storeTemplateImages(storage, file, prepared, [
    { key: keys.passes, data: prepared.passes.full, contentType: PASSES_TYPE },
    { key: keys.previewPasses, data: prepared.passes.preview, contentType: PASSES_TYPE },
  ]);
  await db.insert(templates).values({
    name: room.name,
    imageUrl: templateImageUrl(file),
    category: "frame",
    featured: false,
    aspectRatio: prepared.aspectRatio,
    color: room.color.toLowerCase(),
    roomType: room.roomType.toLowerCase(),
    width: prepared.width,
    height: prepared.height,
    windows: prepared.windows,
    origin: "rendered",
    scene: room.scene,
  });
}
