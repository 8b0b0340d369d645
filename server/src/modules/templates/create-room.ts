import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { FREE_ROOM_LIMIT } from "@shared/rooms";
import type { Db } from "../../db/client";
import { templates, users, type TemplateRow, type UserRow } from "../../db/schema";
import type { PsdTemplateInfo } from "@shared/psd";
import { prepareRoom, type PreparedTemplate } from "../../image";
import type { ReceivedUpload } from "./receive-upload";
import { storePsdTemplate } from "./store-psd-template";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { putAll } from "../../lib/storage";
import { isPremium } from "../billing";
import { assertWindowsAllowed, MIN_DETECTED_SHARE } from "./check-quad";
import { roomImageUrl, roomKeys } from "./room-files";

export const ROOM_LIMIT_MESSAGE = `The free plan keeps up to ${FREE_ROOM_LIMIT} rooms. Upgrade to Premium for unlimited rooms, or delete one first.`;

const DEFAULT_ROOM_NAME = "My Room";

/** Before the upload is read, and again in the transaction. */
export async function assertUnderLimit(db: Pick<Db, "select">, user: UserRow): Promise<void> {
  if (isPremium(user)) return;
  const [row] = await db.select({ n: count() }).from(templates).where(eq(templates.ownerUserId, user.id));
  if ((row?.n ?? 0) >= FREE_ROOM_LIMIT) throw new AppError("room_limit", ROOM_LIMIT_MESSAGE, { limit: FREE_ROOM_LIMIT });
}

/**
 * A user's photo becomes a private template: checked against the plan's room limit, analysed
 * (windows found or proposed, and held to the windows' rule), stored under rooms/, then the row. The limit is checked again
 * with the user's row locked, so two uploads at once cannot both take the last place; a refused
 * or failed insert removes the files.
 */
export async function createRoom(deps: AppDeps, user: UserRow, upload: ReceivedUpload, name: string | undefined): Promise<TemplateRow> {
  const { db, storage } = deps;
  await assertUnderLimit(db, user);
  const file = `${randomBytes(12).toString("base64url")}.png`;
  const keys = roomKeys(file);
  let psd: PsdTemplateInfo | null = null;
  let prepared: PreparedTemplate;
  if (upload.kind === "psd") {
    // A Photoshop mockup: its smart objects are the windows (the default choice; PUT changes it).
    const stored = await storePsdTemplate(storage, keys, upload.key);
    ({ prepared, info: psd } = stored);
  } else {
    prepared = await prepareRoom(upload.bytes);
    assertWindowsAllowed(prepared.windows.map((w) => w.quad), prepared.width, prepared.height, MIN_DETECTED_SHARE);
    await putAll(storage, [
      { key: keys.full, data: prepared.image.data, contentType: "image/png" },
      { key: keys.preview, data: prepared.preview.data, contentType: "image/png" },
      { key: keys.thumbnail, data: prepared.thumbnail.data, contentType: "image/webp" },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
      if (!locked) throw new AppError("unauthorized", "Not signed in");
      await assertUnderLimit(tx, locked);
      const [row] = await tx
        .insert(templates)
        .values({
          name: name ?? DEFAULT_ROOM_NAME,
          imageUrl: roomImageUrl(file),
          category: "room",
          featured: false,
          // A photo's window ratio ("199x241") is no catalogue filter value, and rooms sit outside the filters.
          aspectRatio: null,
          width: prepared.width,
          height: prepared.height,
          windows: prepared.windows,
          psd,
          ownerUserId: user.id,
        })
        .returning();
      if (!row) throw new Error("Insert returned no row");
      return row;
    });
  } catch (error) {
    await storage.deleteMany(Object.values(keys)).catch(() => undefined);
    throw error;
  }
}
