import type { Config } from "./env";
import type { Db } from "./db/client";
import type { UserRow } from "./db/schema";
import type { Storage } from "./lib/storage";
import type { RenderQueue } from "./modules/exports/render-queue";

/** Everything a request handler may use; built once in index.ts (or per test). */
export type AppDeps = {
  db: Db;
  config: Config;
  storage: Storage;
  /** The export render queue; absent where exports are not served (then POST /api/exports is 503). */
  queue?: RenderQueue;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The signed-in user, or null; set by the session middleware. */
    user: UserRow | null;
    /** The session id (hashed token), when signed in. */
    sessionId: string | null;
  };
};
