import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { createTestDatabase } from "../test/test-db";
import { AppError } from "./errors";
import { consumeLeasedRateLimit, type RateLimitRule } from "./rate-limit";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const RULE: RateLimitRule = { limit: 40, windowMs: 60_000, what: "previews" };
const LEASE = 4;

/** Calls until the first 429 (at most `max`), alternating over `instances`: how many passed. */
async function passesUntilRefused(instances: Db[], key: string, max = 200): Promise<number> {
  for (let i = 0; i < max; i++) {
    try {
      await consumeLeasedRateLimit(instances[i % instances.length]!, key, RULE, 1, LEASE);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("rate_limited");
      return i;
    }
  }
  return max;
}

const sharedCount = async (key: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

describe("leased rate limits", () => {
  test("one instance: exactly the limit passes, then 429; the shared count ends at the limit", async () => {
    expect(await passesUntilRefused([database.db], "one")).toBe(RULE.limit);
    // A refused call's lease goes back: the count holds the limit and the refused call.
    expect(await sharedCount("one")).toBeLessThanOrEqual(RULE.limit + 1);
  });

  test("two instances on one database share the limit: never more, at most a lease each fewer", async () => {
    // Two handles on one database, as two servers on one PostgreSQL have: each holds its own leases.
    const other = new Proxy(database.db, {}) as Db;
    const passed = await passesUntilRefused([database.db, other], "two");
    expect(passed).toBeLessThanOrEqual(RULE.limit);
    expect(passed).toBeGreaterThanOrEqual(RULE.limit - 2 * LEASE);
  });

  test("calls leased locally do not write: the shared count moves once per lease", async () => {
    await consumeLeasedRateLimit(database.db, "writes", RULE, 1, LEASE);
    // The first call's count is being written; the next call waits for it, then spends locally.
    await consumeLeasedRateLimit(database.db, "writes", RULE, 1, LEASE);
    expect(await sharedCount("writes")).toBe(1 + LEASE);
    for (let i = 0; i < LEASE - 1; i++) await consumeLeasedRateLimit(database.db, "writes", RULE, 1, LEASE);
    expect(await sharedCount("writes")).toBe(1 + LEASE);
    await consumeLeasedRateLimit(database.db, "writes", RULE, 1, LEASE);
    expect(await sharedCount("writes")).toBe(2 + 2 * LEASE);
  });
});
