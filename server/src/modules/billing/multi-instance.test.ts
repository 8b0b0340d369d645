import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema";
import { spawnServer, type ServerProcess } from "../../test/spawn-server";
import { createTestDatabase } from "../../test/test-db";

// Two processes on one PostgreSQL: only meaningful (and only run) in the PostgreSQL suite.
describe.runIf(process.env.TEST_DATABASE_URL)("download limit across server instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: ServerProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "billing-instances-"));

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url as string;
    const start = () => spawnServer({ DATABASE_URL: url, DATA_DIR: dataDir });
    const started = await Promise.allSettled([start(), start()]);
    // One that started must be stopped in afterAll even when the other failed.
    for (const s of started) if (s.status === "fulfilled") instances.push(s.value);
    for (const s of started) if (s.status === "rejected") throw s.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("at 24 of 25, 50 calls split across two instances: exactly one succeeds", async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const reg = await fetch(`${a.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Multi", lastName: "Instance", email: "multi@example.com",
        password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free",
      }),
    });
    expect(reg.status).toBe(201);
    const { id } = (await reg.json()) as { id: number };
    const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0] as string;
    await database.db.update(users).set({ imagesUsed: 24 }).where(eq(users.id, id));

    // Open the connections first, so the 50 calls reach the servers together rather than one handshake apart.
    await Promise.all(Array.from({ length: 50 }, (_, i) => fetch(`${(i % 2 ? b : a).url}/api/health`).then((r) => r.arrayBuffer())));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(`${(i % 2 ? b : a).url}/api/track-download`, { method: "POST", headers: { cookie } })),
    );
    const bodies = await Promise.all(results.map((r) => r.json() as Promise<{ message?: string }>));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(49);
    expect(bodies.filter((body) => body.message === "Free tier limit reached")).toHaveLength(49);
    const [row] = await database.db.select({ used: users.imagesUsed }).from(users).where(eq(users.id, id));
    expect(row?.used).toBe(25);

    // Both instances served the calls and agree on the outcome.
    for (const server of [a, b]) {
      const status = await fetch(`${server.url}/api/subscription`, { headers: { cookie } });
      expect(await status.json()).toMatchObject({ imageCount: 25, isLimitReached: true });
    }
  });
});
