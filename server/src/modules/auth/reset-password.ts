import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { clearLoginFailures } from "./clear-login-failures";
import { endOtherSessions } from "./end-other-sessions";
import { LINK_EXPIRED_MESSAGE, consumeUserToken } from "./user-tokens";
import { ownsAddress } from "./address-owner";

/**
 * Sets a new password from a reset link and ends every session of the account (the caller then
 * starts a fresh one). The mail reached the address, so an unverified address counts as proven,
 * and the account's sign-in lockout ends: whoever was guessing the old password has nothing to guess.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<UserRow> {
  // Hashing is the slow part; do it before the transaction so locks are held briefly.
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, token, ["reset"]);
    const [user] = await tx
      .update(users)
      .set({ password: hash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      // A link mailed to an address the account no longer has must not reset it.
      .where(and(eq(users.id, row.userId), ownsAddress(row.email)))
      .returning();
    if (!user) throw badRequest(LINK_EXPIRED_MESSAGE);
    await endOtherSessions(tx, user.id, null);
    await clearLoginFailures(tx, user.email.toLowerCase());
    return user;
  });
}
