import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type Database } from "../db/client";

/**
 * A fresh, migrated database per test file: PGlite in memory by default, or a new database
 * on the PostgreSQL cluster at TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: null });

  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
