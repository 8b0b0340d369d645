import { eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { artworks, templates, users, type UserRow } from "../../db/schema";
import { artworkKeys } from "../artworks/artwork-files";
import { cancelSubscription } from "../billing/cancel-subscription";
import { fileOfRoomImageUrl, roomKeys } from "../rooms/room-files";
import { confirmCurrentPassword } from "./confirm-current-password";

/** Later than any file's modification time: lists every file under a prefix. */
const END_OF_TIME = new Date(8_640_000_000_000_000);

/**
 * Deletes the account after checking its password: first the Stripe subscription (so nobody is
 * charged for a deleted account), then every row in one transaction (sessions, tokens, artworks,
 * rooms and saved mockups go with the user through their foreign keys), then the files. Files left
 * behind by a storage failure are orphans the hourly sweeps remove (no row references them).
 */
export async function deleteAccount(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  const { db, storage, config } = deps;
  await confirmCurrentPassword(db, user, password);
  await cancelSubscription(config, user);

  const { artworkIds, roomFiles } = await db.transaction(async (tx) => {
    const removed = await tx.delete(artworks).where(eq(artworks.userId, user.id)).returning({ id: artworks.id });
    const rooms = await tx.delete(templates).where(eq(templates.ownerUserId, user.id)).returning({ imageUrl: templates.imageUrl });
    await tx.delete(users).where(eq(users.id, user.id));
    return { artworkIds: removed.map((r) => r.id), roomFiles: rooms.flatMap((r) => fileOfRoomImageUrl(r.imageUrl) ?? []) };
  });

  const mockupFiles = await storage.listOlderThan(`mockups/${user.id}/`, END_OF_TIME);
  await storage.deleteMany([
    ...artworkIds.flatMap((id) => Object.values(artworkKeys(id))),
    ...roomFiles.flatMap((file) => Object.values(roomKeys(file))),
    ...mockupFiles,
  ]);
}
