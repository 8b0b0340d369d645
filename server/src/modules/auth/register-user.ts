import type { z } from "zod";
import type { registerSchema } from "@shared/auth";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import { usedBeforeDeletion } from "./deleted-account";

type RegisterData = z.output<typeof registerSchema>;

/**
 * Creates the account on the free tier. A premium choice is only a wish until payment
 * succeeds, so the caller answers `redirectToPayment` instead of upgrading here. An address
 * whose account was deleted starts with the downloads that account had used. An address that
 * already has an account gets an account all the same, marked `addressInUse` (see the schema):
 * the answer must not tell the asker which addresses have accounts.
 */
export async function registerUser(db: Db, data: RegisterData): Promise<UserRow> {
  const password = await hashPassword(data.password);
  const imagesUsed = await usedBeforeDeletion(db, data.email);
  const values = { email: data.email, password, firstName: data.firstName, lastName: data.lastName, imagesUsed };
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (user) return user;
  const [twin] = await db
    .insert(users)
    .values({ ...values, addressInUse: true })
    .returning();
  if (!twin) throw new Error("Insert returned no row");
  return twin;
}
