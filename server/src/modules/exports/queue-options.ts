import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../db/client";
import type { Config } from "../../env";
import type { RenderQueueOptions } from "./render-queue";

/** Where the queue lives: beside the app's tables, on the same PGlite or PostgreSQL. */
export function queueOptionsFor(database: Database & { url?: string }, config: Config, workers = config.workers): RenderQueueOptions {
  const base = { workers, leaseSeconds: config.exportLeaseSeconds };
  if (database.engine === "pglite") {
    // drizzle keeps the client it was given; pg-boss must share it (PGlite is one connection).
    return { ...base, pglite: (database.db as unknown as { $client: PGlite }).$client };
  }
  return { ...base, databaseUrl: database.url ?? config.databaseUrl };
}
