import { and, desc, eq, isNull } from "drizzle-orm";
import type { ApiKey } from "@shared/api-keys";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/schema";

/** The user's keys that still work, newest first; never the key itself. */
export async function listApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
