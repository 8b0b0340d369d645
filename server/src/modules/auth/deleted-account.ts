import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deletedAccounts } from "../../db/schema";

/** The key a deleted address is remembered by: its lower-cased SHA-256, never the address. */
export const addressHash = (email: string) => createHash("sha256").update(`mockup-studio:${email.toLowerCase()}`).digest("hex");

/**
 * Remembers how many downloads a deleted account had used (the most, if the address was deleted
 * before), so deleting and registering again never refills the free plan's allowance.
 */
export async function rememberDeletedAccount(tx: Db, email: string, imagesUsed: number): Promise<void> {
  await tx
    .insert(deletedAccounts)
    .values({ emailHash: addressHash(email), imagesUsed })
    .onConflictDoUpdate({
      target: deletedAccounts.emailHash,
      set: { imagesUsed: sql`greatest(${deletedAccounts.imagesUsed}, excluded.images_used)`, deletedAt: sql`now()` },
    });
}

/** Downloads an address had used before its account was deleted (0 for an address never deleted). */
export async function usedBeforeDeletion(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ n: deletedAccounts.imagesUsed }).from(deletedAccounts).where(eq(deletedAccounts.emailHash, addressHash(email))).limit(1);
  return row?.n ?? 0;
}
