import os from "node:os";
import { afterAll, describe, expect, test } from "vitest";
import { createApp } from "../app";
import { createLocalStorage } from "../lib/storage";
import { findPgBin, startScratchPostgres } from "../test/scratch-postgres";
import { testConfig } from "../test/test-app";
import { openDatabase } from "./client";

// Runs in the PostgreSQL suite (CI's second pass), where this test may own a cluster of its own.
const pgBin = process.env.TEST_DATABASE_URL ? findPgBin() : null;

describe.runIf(pgBin)("database restart", () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f();
  });

  test("answers 503 while PostgreSQL is down and recovers without a restart", async () => {
    const pg = await startScratchPostgres(pgBin as string);
    cleanup.push(() => pg.destroy());
    const database = await openDatabase({ databaseUrl: pg.url, dataDir: null });
    cleanup.push(() => database.close());
    const app = createApp({ db: database.db, config: testConfig(), storage: createLocalStorage(os.tmpdir()) });

    expect((await app.request("/api/health")).status).toBe(200);
    const register = () =>
      app.request("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "A", lastName: "B", email: `r${Date.now()}@example.com`,
          password: "password-1", passwordConfirm: "password-1", subscriptionTier: "free",
        }),
      });

    await pg.stop();
    const down = await register();
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message: string }).message).toMatch(/database/i);
    expect((await app.request("/api/health")).status).toBe(503);

    await pg.start();
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await register()).status).toBe(201);
  });

  test("start-up migrations are safe when several instances run them at once", async () => {
    const pg = await startScratchPostgres(pgBin as string);
    cleanup.push(() => pg.destroy());
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: pg.url, dataDir: null })));
    for (const i of instances) cleanup.push(() => i.close());
    for (const i of instances) expect((await createApp({ db: i.db, config: testConfig(), storage: createLocalStorage(os.tmpdir()) }).request("/api/health")).status).toBe(200);
  });
});
