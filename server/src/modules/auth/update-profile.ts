import { eq } from "drizzle-orm";
import type { UpdateProfileInput } from "@shared/account";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { unauthorized } from "../../lib/errors";

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<UserRow> {
  const [user] = await db.update(users).set({ firstName: input.firstName, lastName: input.lastName }).where(eq(users.id, userId)).returning();
  // Only when the account was deleted by another tab between the session check and here.
  if (!user) throw unauthorized();
  return user;
}
