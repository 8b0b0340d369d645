import { randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS, API_KEYS_PER_USER, type CreatedApiKey } from "@shared/api-keys";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { hashApiKey } from "./key-hash";

/** A new key for the user: stored as its hash, answered once in full. */
export async function createApiKey(db: Db, userId: number, name: string): Promise<CreatedApiKey> {
  const [active] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if ((active?.n ?? 0) >= API_KEYS_PER_USER) throw conflict(`You have ${API_KEYS_PER_USER} API keys: revoke one before creating another`);
  const key = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name, prefix: key.slice(0, API_KEY_SHOWN_CHARS), keyHash: hashApiKey(key) })
    .returning({ id: apiKeys.id, name: apiKeys.name });
  if (!row) throw new Error("The key was not stored");
  return { ...row, key };
}
