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

  const failures = (results: PromiseSettledResult<unknown>[]) => results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));

  test("several instances set up the queue, and then their side queues, at once without a deadlock", async () => {
    const deps = { db: database.db, storage: createLocalStorage("/nonexistent") };
    const starts = Array.from({ length: INSTANCES }, () =>
      startRenderQueue(deps, { databaseUrl: database.url, workers: 0, leaseSeconds: 60, log: () => undefined }),
    );
    const results = await Promise.allSettled(starts);
    const queues = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    try {
      expect(failures(results)).toEqual([]);
      expect(queues).toHaveLength(INSTANCES);
      // Each then starts working a side queue (the webhooks'): creating it is DDL too. Without the
      // start-up lock round it, 18 of 30 such starts died of "deadlock detected" in a trial.
      for (let round = 0; round < 3; round++) {
        expect(failures(await Promise.allSettled(queues.map((q) => q.work(`side-queue-${round}`, { expireInSeconds: 60 }, async () => undefined))))).toEqual([]);
      }
    } finally {
      await Promise.all(queues.map((q: RenderQueue) => q.stop()));
    }
  }, 60_000);
});
