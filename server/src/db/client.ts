import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { fromRoot } from "../lib/project-root";
import { APPLICATION_NAME, createPool } from "./create-pool";
import { createPgliteDir, pgliteDirExists } from "./create-pglite-dir";
import { lockDataDir } from "./lock-data-dir";
import { pgliteRowChanges, postgresRowChanges, type RowChanges } from "./row-changes";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; engine: "pglite" | "postgres"; close(): Promise<void> };

/** Each open database's row changes (row-changes.ts), for the caches of whatever holds its `db`. */
const rowChanges = new WeakMap<Db, RowChanges>();
export const rowChangesOf = (db: Db): RowChanges | undefined => rowChanges.get(db);

const migrationsFolder = fromRoot("server", "drizzle");
/**
 * PGlite's page cache, inside its WebAssembly memory and so resident once touched. PostgreSQL's
 * 128 MB default is sized for a shared server; this embedded database holds a few thousand small
 * rows, its files stay in the OS page cache anyway, and 16 MB keeps the idle server ~130 MB smaller.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";
/** Any fixed number: instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 715_002;

/**
 * Opens and migrates the database: PostgreSQL when `databaseUrl` is set, otherwise PGlite
 * (in `dataDir/db`, or in memory when `dataDir` is null). Safe to run from several instances at once.
 * `log` hears about the slow first-start step (creating the embedded database).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null; log?: (line: string) => void }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.log);
}

async function openPglite(dataDir: string | null, log: (line: string) => void = () => {}): Promise<Database> {
  let dbDir: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    dbDir = path.join(dataDir, "db");
    mkdirSync(dbDir, { recursive: true });
    // One server per embedded data directory: a second one exits here, naming the first.
    unlock = lockDataDir(dataDir);
  }
  try {
    if (dbDir && !pgliteDirExists(dbDir)) {
      const started = performance.now();
      log(`Creating the database in ${dbDir} (first start only)…`);
      await createPgliteDir(dbDir);
      log(`Database created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const options = { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
    const client = dbDir ? new PGlite(dbDir, options) : new PGlite(options);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const changes = await pgliteRowChanges(client);
    rowChanges.set(db as unknown as Db, changes);
    return { db: db as unknown as Db, engine: "pglite", close: () => changes.close().then(() => client.close()).finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  await migrateOnce(url);
  const pool = createPool(url);
  const db = drizzlePostgres(pool, { schema });
  const changes = await postgresRowChanges(url);
  rowChanges.set(db as unknown as Db, changes);
  return { db: db as unknown as Db, engine: "postgres", close: () => changes.close().then(() => pool.end()) };
}

/** Migrates behind the start-up lock, so instances starting together migrate one at a time. */
async function migrateOnce(url: string): Promise<void> {
  await withStartupLock(url, (client) => migratePostgres(drizzlePostgres(client), { migrationsFolder }));
}

/**
 * Runs start-up work (migrations, the render queue's schema) on a connection of its own while
 * holding a lock that other starting instances wait for: run concurrently, DDL deadlocks.
 */
export async function withStartupLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
  // A connection lost mid-way fails the start-up below; unheard, its 'error' would crash it instead.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    return await work(client);
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
