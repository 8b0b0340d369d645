import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/schema";
import { notFound } from "../../lib/errors";

/** Revokes one of the user's keys: the next request with it is refused. Another user's key is 404. */
export async function revokeApiKey(db: Db, userId: number, id: number): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw notFound("API key not found");
}
