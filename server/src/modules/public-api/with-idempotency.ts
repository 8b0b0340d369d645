import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { idempotencyKeys } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { requireUser } from "../../lib/session";

/** How long a key holds its first answer (Stripe's 24 hours); the hourly sweep deletes older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY_TTL = sql.raw(`interval '${IDEMPOTENCY_TTL_MS / 1000} seconds'`);
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Runs `run` once per `Idempotency-Key` (per user, 24 h), held in the database so every
 * instance sees it: a retry gets the first answer, the same key with another request is 422, a
 * retry while the first still runs is 409. A failed first request frees its key. `status` is
 * recorded with the answer (the route's success status).
 * `fingerprint`: the route and the request's bytes (or its parsed body as JSON).
 */
export async function withIdempotency<B extends object>(c: Context<AppEnv>, fingerprint: string | Uint8Array, status: number, run: () => Promise<B>): Promise<B> {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return run();
  if (!KEY.test(key)) throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters");
  const userId = requireUser(c).id;
  const { db } = c.var.deps;
  const requestHash = createHash("sha256").update(c.req.path).update("\n").update(fingerprint).digest("hex");
  const fresh = { requestHash, status: null, body: null, createdAt: new Date() };
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: fresh,
      // Only an expired key is taken over; a live one keeps its first answer.
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${KEY_TTL}`),
    })
    .returning({ key: idempotencyKeys.key });
  if (!claimed) return (await replay(c, userId, key, requestHash)) as B;

  const owned = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  let body: B;
  try {
    body = await run();
  } catch (error) {
    await db.delete(idempotencyKeys).where(owned);
    throw error;
  }
  await db.update(idempotencyKeys).set({ status, body }).where(owned);
  return body;
}

async function replay(c: Context<AppEnv>, userId: number, key: string, requestHash: string): Promise<unknown> {
  const [row] = await c.var.deps.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) throw conflict("This Idempotency-Key was just released; send the request again");
  if (row.requestHash !== requestHash) {
    throw new AppError("idempotency_mismatch", "This Idempotency-Key was already used for a different request");
  }
  if (row.status === null) throw conflict("A request with this Idempotency-Key is still running; retry it shortly");
  c.header("Idempotent-Replayed", "true");
  return row.body;
}
