import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** Deletes the user row; sessions, tokens and saved mockups go with it through their foreign keys. */
export async function deleteUser(tx: Db, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
