import { randomBytes } from "node:crypto";
import type { EmbedWall } from "@shared/embed";
import type { AppDeps } from "../../lib/context";
import type { WidgetRow } from "../../db/schema";
import { prepareRoom } from "../../image";
import { embedWallKey } from "./embed-wall-files";

/**
 * A shopper's wall photo: checked and analysed as a room photo in My Rooms (frames and posters
 * found, else a quad in the upper middle to place), then only its ≤ 400 px copy kept, under an
 * unguessable id. Answers the proposed placement in that copy's pixels.
 */
export async function uploadEmbedWall(deps: Pick<AppDeps, "storage">, widget: WidgetRow, bytes: Uint8Array): Promise<EmbedWall> {
  const { preview } = await prepareRoom(bytes);
  const best = preview.windows[0];
  if (!best) throw new Error("A room photo always has a proposed window");
  const id = randomBytes(16).toString("base64url");
  await deps.storage.put(embedWallKey(widget.id, id), preview.data, "image/png");
  return { id, width: preview.width, height: preview.height, quad: best.quad, detected: best.detected === true };
}
