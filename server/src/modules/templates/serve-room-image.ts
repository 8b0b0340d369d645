import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { templates } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { PRIVATE, serveFile } from "../../lib/serve-file";
import { roomImageUrl, roomKeys } from "./room-files";

/** A room's photo or thumbnail, to its owner only: anyone else gets the 404 a missing file gets. */
export async function serveRoomImage(c: Context<AppEnv>, userId: number, file: string, which: "full" | "thumbnail") {
  const [row] = await c.var.deps.db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.imageUrl, roomImageUrl(file)), eq(templates.ownerUserId, userId)))
    .limit(1);
  if (!row) throw notFound("Image not found");
  return serveFile(c, roomKeys(file)[which], PRIVATE);
}
