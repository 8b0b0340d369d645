import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userTokens, type UserTokenPurpose, type UserTokenRow } from "../../db/schema";
import { badRequest } from "../../lib/errors";

export const LINK_EXPIRED_MESSAGE = "This link has expired or was already used";

const HOUR_MS = 3_600_000;
/** A reset link is a key to the account: short-lived. Verification links can wait for a busy inbox. */
export const TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  reset: HOUR_MS,
  verify: 72 * HOUR_MS,
  "change-email": 24 * HOUR_MS,
};

/** Tokens in links are 32 random bytes, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashUserToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** One issue in a hundred sweeps expired tokens of every user, so the table stays small. */
const SWEEP_CHANCE = 0.01;

/** Drizzle's transaction handle, or the database itself. */
type Tx = Pick<Db, "insert" | "update" | "delete">;

/**
 * A new single-use link token for `purpose`, sent to `email`. Earlier unused tokens of the same
 * purpose stop working: only the newest mail's link counts. Returns the token; only its hash is stored.
 */
export async function issueUserToken(db: Tx, userId: number, purpose: UserTokenPurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  if (Math.random() < SWEEP_CHANCE) await db.delete(userTokens).where(lt(userTokens.expiresAt, sql`now()`));
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
  await db.insert(userTokens).values({
    id: hashUserToken(token),
    userId,
    purpose,
    email,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Marks the token used and returns it, in one statement so two clicks cannot both succeed.
 * An unknown, expired, used or wrong-purpose token is a 400 with the same message.
 */
export async function consumeUserToken(db: Tx, token: string, purposes: readonly UserTokenPurpose[]): Promise<UserTokenRow> {
  if (!TOKEN_PATTERN.test(token)) throw badRequest(LINK_EXPIRED_MESSAGE);
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.id, hashUserToken(token)),
        inArray(userTokens.purpose, [...purposes]),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) throw badRequest(LINK_EXPIRED_MESSAGE);
  return row;
}
