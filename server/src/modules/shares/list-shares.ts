import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { shareLinks, type ShareLinkRow } from "../../db/schema";

/** The user's live links to one mockup, newest first (expired ones are dead and not listed). */
export function listShares(db: Db, userId: number, mockupId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, userId), eq(shareLinks.mockupId, mockupId), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, new Date()))))
    .orderBy(desc(shareLinks.createdAt));
}
