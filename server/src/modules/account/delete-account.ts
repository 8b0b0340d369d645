import type { AppDeps } from "../../lib/context";
import type { UserRow } from "../../db/schema";
import { deleteUserArtworks } from "../artworks";
import { confirmCurrentPassword, deleteUser } from "../auth";
import { cancelSubscription } from "../billing";
import { deleteUserRooms } from "../templates";

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

  const rowFiles = await db.transaction(async (tx) => {
    const files = [...(await deleteUserArtworks(tx, user.id)), ...(await deleteUserRooms(tx, user.id))];
    await deleteUser(tx, user.id);
    return files;
  });

  const mockupFiles = await storage.listOlderThan(`mockups/${user.id}/`, END_OF_TIME);
  await storage.deleteMany([...rowFiles, ...mockupFiles]);
}
