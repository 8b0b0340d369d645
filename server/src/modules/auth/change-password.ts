import { eq } from "drizzle-orm";
import type { ChangePasswordInput } from "@shared/account";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import { endOtherSessions } from "./end-other-sessions";
import { confirmCurrentPassword } from "./confirm-current-password";

/**
 * Sets a new password after checking the current one, and signs out every other session:
 * whoever else knew the old password (or holds an old cookie) is out.
 */
export async function changePassword(db: Db, user: UserRow, sessionId: string | null, input: ChangePasswordInput): Promise<void> {
  await confirmCurrentPassword(db, user, input.currentPassword);
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, sessionId);
  });
}
