import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { shareLinks } from "../../db/schema";
import { notFound } from "../../lib/errors";

export const SHARE_NOT_FOUND = "Share link not found";

/** Revokes one of the user's links: the row goes, so the page and its image answer 404 at once. */
export async function deleteShare(db: Db, userId: number, token: string): Promise<void> {
  const [row] = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.token, token), eq(shareLinks.userId, userId)))
    .returning({ token: shareLinks.token });
  if (!row) throw notFound(SHARE_NOT_FOUND);
}
