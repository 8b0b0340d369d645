import type { z } from "zod";
import type { registerSchema } from "@shared/auth";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { conflict } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { usedBeforeDeletion } from "./deleted-account";

type RegisterData = z.output<typeof registerSchema>;

/**
 * Creates the account on the free tier. A premium choice is only a wish until payment
 * succeeds, so the caller answers `redirectToPayment` instead of upgrading here. An address
 * whose account was deleted starts with the downloads that account had used.
 */
export async function registerUser(db: Db, data: RegisterData): Promise<UserRow> {
  const password = await hashPassword(data.password);
  const imagesUsed = await usedBeforeDeletion(db, data.email);
  try {
    const [user] = await db
      .insert(users)
      .values({ email: data.email, password, firstName: data.firstName, lastName: data.lastName, imagesUsed })
      .returning();
    if (!user) throw new Error("Insert returned no row");
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists");
    throw error;
  }
}
