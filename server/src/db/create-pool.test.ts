import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isDatabaseUnavailable } from "../lib/errors";
import { createTestDatabase } from "../test/test-db";
import { createPool } from "./create-pool";

// node-postgres is the driver on PostgreSQL only; PGlite has no connections to lose.
describe.runIf(process.env.TEST_DATABASE_URL)("connection pool on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  const pools: pg.Pool[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const pool of pools) await pool.end().catch(() => undefined);
    await admin?.end();
    await database?.close();
  });

  const pool = (max: number) => {
    const p = createPool(database.url as string, { max, log: (line) => logged.push(line) });
    pools.push(p);
    return p;
  };
  const terminate = (pid: number) => admin.query("select pg_terminate_backend($1)", [pid]);
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(done()).toBe(true);
  };

  test("an idle connection that dies is dropped quietly and replaced", async () => {
    const p = pool(1);
    const { rows } = await p.query<{ pid: number }>("select pg_backend_pid() as pid");
    logged.length = 0;
    await terminate(rows[0]?.pid as number);
    await until(() => p.totalCount === 0);
    expect(logged.join("\n")).toMatch(/lost while idle/);
    expect((await p.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  test("a checked-out connection that dies is given back, even if its holder never releases it", async () => {
    const p = pool(1);
    // What Drizzle's transaction does when `begin` fails: it never releases the client.
    const client = await p.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    await terminate(rows[0]?.pid as number);
    await until(() => p.totalCount === 0);
    // With the one slot still taken, this would wait for a connection and time out.
    expect((await p.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    expect(() => client.release()).not.toThrow();
  });

  test("a transaction whose connection dies fails as 'database unavailable' and frees its slot", async () => {
    const p = pool(1);
    const db = drizzle(p);
    const failed = await db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminate(rows[0]?.pid as number);
        await until(() => p.totalCount === 0);
        await tx.execute(sql`select 1`);
      })
      .then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
    expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  test("an unreachable server and a timed-out wait count as 'database unavailable'", async () => {
    const refused = new URL(database.url as string);
    refused.port = "1";
    const down = createPool(refused.toString(), { max: 1 });
    pools.push(down);
    expect(isDatabaseUnavailable(await down.query("select 1").catch((e: unknown) => e))).toBe(true);

    const busy = pool(1);
    const held = await busy.connect();
    try {
      const waited = await busy.query("select 1").catch((e: unknown) => e);
      expect(String(waited)).toMatch(/timeout exceeded when trying to connect/);
      expect(isDatabaseUnavailable(waited)).toBe(true);
    } finally {
      held.release();
    }
  });
});
