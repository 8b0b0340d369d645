import type { TimingVariables } from "hono/timing";
import type { Config } from "../env";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import type { ExportQueue } from "./export-queue";
import type { Storage } from "./storage";

/** Everything a request handler may use; built once in index.ts (or per test). */
export type AppDeps = {
  db: Db;
  config: Config;
  storage: Storage;
  /** The export render queue; absent where exports are not served (then POST /api/exports is 503). */
  queue?: ExportQueue;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The signed-in user, or null; set by the session middleware. */
    user: UserRow | null;
    /** The session id (hashed token), when signed in. */
    sessionId: string | null;
    /** The API key the request came with (/api/v1), or null: a key never grants admin rights. */
    apiKeyId: number | null;
    /**
     * When the request arrived (`performance.now()`): what it reads from memory holds every change
     * committed before then (row-cache.ts), and its lookups share one wait for them.
     */
    arrivedAt: number;
  } & TimingVariables;
};
