import { and, eq, or, sql } from "drizzle-orm";
import { FREE_LIMIT_REACHED_MESSAGE } from "@shared/billing";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { AppError, unauthorized } from "../../lib/errors";
import { isPremiumSql } from "./is-premium";

/**
 * The free plan's allowance in one statement: counts `count` downloads, or none when they do not
 * all fit. PostgreSQL re-checks `images_used + count <= limit` on the latest row version after
 * waiting for a concurrent writer, so racing requests on any instance cannot overdraw it.
 * Premium users (the stored tier, read in the same statement) pass without being counted.
 *
 * @returns the user row after counting, or undefined when the allowance is short.
 */
export async function tryReserveDownloads(db: Db, userId: number, count: number, limit: number): Promise<UserRow | undefined> {
  const [counted] = await db
    .update(users)
    .set({ imagesUsed: sql`${users.imagesUsed} + (case when ${isPremiumSql} then 0 else ${count}::int end)` })
    .where(and(eq(users.id, userId), or(isPremiumSql, sql`${users.imagesUsed} + ${count}::int <= ${limit}::int`)))
    .returning();
  return counted;
}

/** The limit's 403, with the count as it stands now; 401 when the user no longer exists. */
export async function limitReached(db: Db, userId: number, limit: number, extra: Record<string, unknown> = {}): Promise<AppError> {
  const [user] = await db.select({ imagesUsed: users.imagesUsed }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return unauthorized();
  return new AppError("limit_reached", FREE_LIMIT_REACHED_MESSAGE, { freeLimit: limit, imageCount: user.imagesUsed, ...extra });
}

/**
 * Reserves a ZIP export's downloads (one per file) inside the caller's transaction, or refuses
 * the whole export with the limit's 403 saying how many were `requested`.
 *
 * @returns whether the user is premium (nothing was counted).
 */
export async function reserveDownloads(tx: Db, userId: number, count: number, limit: number): Promise<{ premium: boolean }> {
  const reserved = await tryReserveDownloads(tx, userId, count, limit);
  if (!reserved) throw await limitReached(tx, userId, limit, { requested: count });
  return { premium: reserved.subscriptionTier === "premium" };
}

/** Gives back `count` counted downloads (files the user will not get), never below zero. */
export async function refundDownload(tx: Db, userId: number, count = 1): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(users)
    .set({ imagesUsed: sql`greatest(${users.imagesUsed} - ${count}::int, 0)` })
    .where(eq(users.id, userId));
}
