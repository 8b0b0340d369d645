import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { SqlRunner } from "../../lib/export-queue";

/**
 * pg-boss's statements (`$1`-style text + values) run through drizzle, so jobs can be inserted
 * inside the caller's transaction: they exist if and only if the export row commits.
 */
export function drizzleExecutor(runner: SqlRunner): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = await runner.execute(sql.join(chunks));
      // postgres-js answers an array of rows; node-postgres and PGlite an object with `rows`.
      return { rows: Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []) };
    },
  };
}

/**
 * pg-boss on the embedded PGlite: its set-up sends several statements (BEGIN … COMMIT) in one
 * string without values, which only `exec` accepts. PGlite is one connection, so a failed
 * multi-statement string must not leave its transaction open for everyone after it.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        if (/\bBEGIN\b/i.test(text)) await client.exec("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
  };
}
