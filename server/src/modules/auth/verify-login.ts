import { eq, sql } from "drizzle-orm";
import type { LoginInput } from "@shared/auth";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { unauthorized } from "../../lib/errors";
import { verifyPassword } from "../../lib/password";

export async function verifyLogin(db: Db, input: LoginInput): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.password ?? null, input.password);
  if (!user || !ok) throw unauthorized("Invalid email or password");
  return user;
}
