import { asc, desc, eq, sql } from "drizzle-orm";
import type { LoginInput } from "@shared/auth";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { unauthorized } from "../../lib/errors";
import { verifyPassword } from "../../lib/password";

/** Accounts registered again with a taken address that a sign-in tries, newest first, after the address's own. */
const MAX_ACCOUNTS_PER_ADDRESS = 4;

/**
 * The account with this address whose password matches: the address's own account first, then
 * those registered again with it (`addressInUse`). An unknown address costs one hash all the same.
 */
export async function verifyLogin(db: Db, input: LoginInput): Promise<UserRow> {
  const candidates = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .orderBy(asc(users.addressInUse), desc(users.id))
    .limit(MAX_ACCOUNTS_PER_ADDRESS);
  for (const user of candidates) if (await verifyPassword(user.password, input.password)) return user;
  if (candidates.length === 0) await verifyPassword(null, input.password);
  throw unauthorized("Invalid email or password");
}
