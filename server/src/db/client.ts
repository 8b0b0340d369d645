import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { fromRoot } from "../lib/project-root";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; engine: "pglite" | "postgres"; close(): Promise<void> };

const migrationsFolder = fromRoot("server", "drizzle");
/** Any fixed number: instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 715_002;
/** A pool per instance; PostgreSQL's default max_connections (100) fits several instances. */
const POOL_SIZE = 10;

/**
 * Opens and migrates the database: PostgreSQL when `databaseUrl` is set, otherwise PGlite
 * (in `dataDir/db`, or in memory when `dataDir` is null). Safe to run from several instances at once.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let dbDir: string | undefined;
  if (dataDir) {
    dbDir = path.join(dataDir, "db");
    mkdirSync(dbDir, { recursive: true });
  }
  const client = dbDir ? new PGlite(dbDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const lockClient = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
    await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await lockClient.end();
  }
  const client = postgres(url, { max: POOL_SIZE, onnotice: () => {}, connect_timeout: 5 });
  const db = drizzlePostgres(client, { schema });
  return { db: db as unknown as Db, engine: "postgres", close: () => client.end({ timeout: 5 }) };
}
