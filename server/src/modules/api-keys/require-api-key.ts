import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { API_KEY_PREFIX } from "@shared/api-keys";
import { apiKeys, users } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { unauthorized } from "../../lib/errors";
import { hashApiKey } from "./key-hash";

/** Keys are far shorter; a longer header is not one of ours and is not worth hashing. */
const KEY_MAX_CHARS = 200;
/** "Last used" is shown to the minute: one write a minute per busy key, not one per request. */
const LAST_USED_PRECISION = sql`interval '1 minute'`;

function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer +(\S+)$/i.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}

/**
 * The public API's authentication: `Authorization: Bearer <key>` and nothing else (cookies are
 * not read on /api/v1). The key acts as its user with that user's plan; `apiKeyId` being set
 * is what keeps it from ever counting as an administrator (lib/session.ts `isAdmin`).
 */
export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = bearerKey(c.req.header("authorization"));
  if (!key) throw unauthorized("Send your API key as Authorization: Bearer <key>");
  if (!key.startsWith(API_KEY_PREFIX) || key.length > KEY_MAX_CHARS) throw unauthorized("Unknown API key");
  const { db } = c.var.deps;
  const [found] = await db
    .select({ user: users, id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)))
    .limit(1);
  if (!found) throw unauthorized("Unknown API key");
  if (found.revokedAt) throw unauthorized("This API key was revoked");
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.id, found.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - ${LAST_USED_PRECISION}`))));
  c.set("user", found.user);
  c.set("apiKeyId", found.id);
  await next();
};
