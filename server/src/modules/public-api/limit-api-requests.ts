import type { Context, MiddlewareHandler } from "hono";
import { acquireSlot } from "../../lib/concurrency-slots";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { countRateLimit, secondsUntil } from "../../lib/rate-limit";
import { requireUser } from "../../lib/session";
import { hashApiKey } from "../api-keys";
import { isPremium } from "../billing";

const MINUTE_MS = 60_000;
/** A render holds its place at most this long if its instance dies mid-render (past the render time budget). */
const RENDER_LEASE_MS = 10 * MINUTE_MS;
/** What a 429 for renders at once asks the caller to wait: renders take seconds. */
const RENDER_RETRY_SECONDS = 2;

/**
 * Keys this instance has refused for the rest of their window, by key hash: a flood of refused
 * requests is answered without touching the database, so it cannot slow anyone else's. Only a
 * shortcut: the count in the database stays the authority, and every instance learns on its
 * own first refusal (nothing here is something another instance needs).
 */
const refusedUntil = new Map<string, { resetAt: Date; limit: number }>();
/** Bounds the shortcut's memory under a flood of many keys; forgetting only costs a database round. */
const REFUSED_MAX = 10_000;

function limitHeaders(limit: number, remaining: number, resetAt: Date) {
  return { "RateLimit-Limit": String(limit), "RateLimit-Remaining": String(remaining), "RateLimit-Reset": String(secondsUntil(resetAt)) };
}

function tooMany(limit: number, resetAt: Date): AppError {
  const headers = limitHeaders(limit, 0, resetAt);
  const wait = headers["RateLimit-Reset"];
  return new AppError("rate_limited", `Too many requests: this key may send ${limit} a minute. Please try again in ${wait} seconds.`, {}, { ...headers, "Retry-After": wait });
}

const bearerHash = (c: Context<AppEnv>) => hashApiKey(c.req.header("authorization") ?? "");

/**
 * A refused key's next 429s are answered after this pause: a script looping on 429s (ignoring
 * Retry-After) then sends a few a second instead of hundreds, and everyone else's requests stop
 * queuing behind its answers. The pause is a timer, no work; at most FLOOD_PACED_MAX answers wait
 * at once (past that they go at once: held sockets must not become the flood's weapon).
 */
export const FLOOD_PACE_MS = 250;
const FLOOD_PACED_MAX = 200;
let paced = 0;

async function pace(): Promise<void> {
  if (paced >= FLOOD_PACED_MAX) return;
  paced++;
  try {
    await new Promise((resolve) => setTimeout(resolve, FLOOD_PACE_MS));
  } finally {
    paced--;
  }
}

/** Before the key check: a key this instance already refused for this window gets its 429 (after a pause), without the database. */
export const refuseKnownFlood: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hash = bearerHash(c);
  const refused = refusedUntil.get(hash);
  if (refused && refused.resetAt.getTime() > Date.now()) {
    await pace();
    throw tooMany(refused.limit, refused.resetAt);
  }
  if (refused) refusedUntil.delete(hash);
  await next();
};

const planLimits = (c: Context<AppEnv>) => c.var.deps.config.apiLimits[isPremium(requireUser(c)) ? "premium" : "free"];

function keyId(c: Context<AppEnv>): number {
  const id = c.var.apiKeyId;
  if (id === null) throw new Error("The API limits run after the key check");
  return id;
}

/**
 * Requests a minute per key, by the key's user's plan, counted in the database (every instance
 * shares it). Every answer says where the caller stands (`RateLimit-Limit`, `-Remaining`,
 * `-Reset` in seconds); past the limit a 429 with `Retry-After`.
 */
export const limitApiRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limit = planLimits(c).requestsPerMinute;
  const { count, resetAt } = await countRateLimit(c.var.deps.db, `api:${keyId(c)}`, { limit, windowMs: MINUTE_MS });
  if (count > limit) {
    if (refusedUntil.size >= REFUSED_MAX) refusedUntil.clear();
    refusedUntil.set(bearerHash(c), { resetAt, limit });
    throw tooMany(limit, resetAt);
  }
  for (const [name, value] of Object.entries(limitHeaders(limit, limit - count, resetAt))) c.header(name, value);
  await next();
};

/** Runs `render` in one of the key's places for renders at once (by plan); all taken: 429. */
export async function withRenderSlot<T>(c: Context<AppEnv>, render: () => Promise<T>): Promise<T> {
  const slots = planLimits(c).concurrentRenders;
  const release = await acquireSlot(c.var.deps.db, `api-render:${keyId(c)}`, slots, RENDER_LEASE_MS);
  if (!release) {
    const message = `Too many renders at once: this key may run ${slots} at a time. Please retry when one has finished.`;
    throw new AppError("rate_limited", message, {}, { "Retry-After": String(RENDER_RETRY_SECONDS) });
  }
  try {
    return await render();
  } finally {
    await release();
  }
}
