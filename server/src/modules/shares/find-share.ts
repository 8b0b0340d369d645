import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedMockups, shareLinks, users, type SavedMockupRow, type ShareLinkRow, type UserRow } from "../../db/schema";

export type LiveShare = { share: ShareLinkRow; mockup: SavedMockupRow; owner: UserRow };

/**
 * What a visitor's token opens: the link, its mockup and the mockup's owner (whose plan a
 * download counts on); null for a revoked, expired or unknown token alike.
 */
export async function findShare(db: Db, token: string): Promise<LiveShare | null> {
  const [row] = await db
    .select({ share: shareLinks, mockup: savedMockups, owner: users })
    .from(shareLinks)
    .innerJoin(savedMockups, eq(savedMockups.id, shareLinks.mockupId))
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(and(eq(shareLinks.token, token), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, new Date()))))
    .limit(1);
  return row ?? null;
}
