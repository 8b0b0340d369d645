import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLocalStorage } from "../../lib/storage";
import { createTestDatabase } from "../../test/test-db";
import { startRenderQueue, type RenderQueue } from "./render-queue";

/** Instances starting together on a fresh PostgreSQL database (a deploy of several at once). */
const INSTANCES = 4;

describe.runIf(process.env.TEST_DATABASE_URL)("render queue start-up on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  test("several instances set up the queue at once without a deadlock", async () => {
    const deps = { db: database.db, storage: createLocalStorage("/nonexistent") };
    const starts = Array.from({ length: INSTANCES }, () =>
      startRenderQueue(deps, { databaseUrl: database.url, workers: 0, leaseSeconds: 60, log: () => undefined }),
    );
    const results = await Promise.allSettled(starts);
    const queues = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    try {
      expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      expect(queues).toHaveLength(INSTANCES);
    } finally {
      await Promise.all(queues.map((q: RenderQueue) => q.stop()));
    }
  }, 60_000);
});
