import type { UserRow } from "../../db/schema";
import type { RateLimitRule } from "../../lib/rate-limit";

/** A studio session uploads a handful; this stops a script filling storage (anonymous: per address). */
export const UPLOAD_LIMIT: RateLimitRule = { limit: 200, windowMs: 60 * 60_000 };

/** One count per user however they upload (the studio or the public API), per address for visitors. */
export const uploaderKey = (user: UserRow | null, ip: string) => `artwork-upload:${user ? `user:${user.id}` : `ip:${ip}`}`;
