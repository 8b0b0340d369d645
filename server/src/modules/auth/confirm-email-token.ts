import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict } from "../../lib/errors";
import { LINK_EXPIRED_MESSAGE, consumeUserToken } from "./user-tokens";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

/**
 * Follows a link from a verification or e-mail-change mail. Verification marks the address the
 * mail went to as proven (if it is still the account's address); an e-mail change makes the
 * proven new address the account's e-mail. All in one transaction: a failure uses up nothing.
 */
export async function confirmEmailToken(db: Db, token: string): Promise<{ userId: number; email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const row = await consumeUserToken(tx, token, ["verify", "change-email"]);
      const sameAddress = eq(sql`lower(${users.email})`, row.email.toLowerCase());
      const [updated] =
        row.purpose === "change-email"
          ? await tx
              .update(users)
              .set({ email: row.email, pendingEmail: null, emailVerifiedAt: sql`now()`, addressInUse: false })
              .where(and(eq(users.id, row.userId), eq(sql`lower(${users.pendingEmail})`, row.email.toLowerCase())))
              .returning({ id: users.id, email: users.email })
          : await tx
              .update(users)
              .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
              .where(and(eq(users.id, row.userId), sameAddress))
              .returning({ id: users.id, email: users.email });
      // The account's address changed (or the change was replaced) since this mail was sent.
      if (!updated) throw badRequest(LINK_EXPIRED_MESSAGE);
      return { userId: updated.id, email: updated.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
