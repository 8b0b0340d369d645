import { WRONG_PASSWORD_MESSAGE } from "@shared/account";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { verifyPassword } from "../../lib/password";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";

/** A stolen session must not be able to guess the password behind it. */
const CHECK_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };

/** Sensitive changes (password, e-mail, deleting the account) ask for the current password first. */
export async function confirmCurrentPassword(db: Db, user: UserRow, password: string): Promise<void> {
  await consumeRateLimit(db, `account-password:${user.id}`, CHECK_LIMIT);
  if (!(await verifyPassword(user.password, password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
}
