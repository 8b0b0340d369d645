import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginLockouts } from "../../db/schema";

/** A successful sign-in: the account's failure count and lock start over. */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.account, account));
}
