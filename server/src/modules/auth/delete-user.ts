import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { rememberDeletedAccount } from "./deleted-account";

/**
 * Deletes the user row; sessions, tokens and saved mockups go with it through their foreign keys.
 * The address's used downloads are kept, hashed (`deleted_accounts`), for a later registration.
 */
export async function deleteUser(tx: Db, userId: number): Promise<void> {
  const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email, imagesUsed: users.imagesUsed });
  if (deleted) await rememberDeletedAccount(tx, deleted.email, deleted.imagesUsed);
}
