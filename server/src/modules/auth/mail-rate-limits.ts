import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { clientIp } from "../../lib/http";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";

/** A person waiting for a mail may press Resend a few times; more is a script filling an inbox. */
const PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };
/** An office or household shares one IP: room for several people, not for a mail cannon. */
const PER_IP: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

/**
 * Counts one e-mail send against the address and against the client's IP; 429 past either
 * limit. Counted whether or not the address has an account, so the limit reveals nothing.
 */
export async function limitMailSends(c: Context<AppEnv>, kind: string, email: string): Promise<void> {
  const { db } = c.var.deps;
  await consumeRateLimit(db, `mail:${kind}:ip:${clientIp(c)}`, PER_IP);
  await consumeRateLimit(db, `mail:${kind}:to:${email.toLowerCase()}`, PER_ADDRESS);
}
