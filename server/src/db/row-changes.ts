import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { APPLICATION_NAME } from "./create-pool";

/** The channel migration 0018's triggers notify on: `table:id` for an updated or deleted row, `table:*` for a truncated table. */
const CHANNEL = "row_changes";
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = `${APPLICATION_NAME} (row changes)`;
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;
/** Connecting, and a barrier's answer: past this the connection counts as lost (requests go to the database meanwhile). */
const TIMEOUT_MS = 1000;

/** A change heard: one row of a table (`id`), every row of it (`*`), or possibly anything (`null`: changes may have gone unheard). */
export type RowChange = { table: string; id: string } | null;

/**
 * The database's row changes as every instance sees them, whoever made them (this instance,
 * another one, a script): what lets an instance keep rows in memory safely (row-cache.ts).
 */
export type RowChanges = {
  /** False while changes may go unheard (the listening connection is down): nothing may be answered from memory. */
  readonly live: boolean;
  /** Grows with every change heard: a read begun before a change must not be kept. */
  readonly generation: number;
  subscribe(listener: (change: RowChange) => void): void;
  /** Resolves once every change committed before `asOf` (a `performance.now()` time) has been heard. */
  sync(asOf: number): Promise<void>;
  close(): Promise<void>;
};

function parse(payload: string | undefined): RowChange {
  const at = payload?.indexOf(":") ?? -1;
  return payload && at > 0 ? { table: payload.slice(0, at), id: payload.slice(at + 1) } : null;
}

/** Listeners, generation and liveness, for both engines. */
function feed() {
  const listeners: ((change: RowChange) => void)[] = [];
  const state = {
    live: false,
    generation: 0,
    subscribe: (listener: (change: RowChange) => void) => void listeners.push(listener),
    hear(change: RowChange) {
      state.generation++;
      for (const listener of listeners) listener(change);
    },
  };
  return state;
}

/** PGlite runs in this process and hands a notification over before the query that caused it resolves. */
export async function pgliteRowChanges(client: PGlite): Promise<RowChanges> {
  const changes = feed();
  const unlisten = await client.listen(CHANNEL, (payload) => changes.hear(parse(payload)));
  changes.live = true;
  return Object.assign(changes, { sync: async () => undefined, close: () => unlisten().catch(() => undefined) });
}

/**
 * PostgreSQL: one connection of this instance's LISTENs. While it is down (the database
 * restarting, the network), `live` is false and listeners hear `null` (forget everything); it
 * connects again every second until closed. Resolves once the first attempt has connected or
 * failed: an instance that starts serving with it live keeps rows from its first request on.
 */
export async function postgresRowChanges(url: string): Promise<RowChanges> {
  const changes = feed();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (which: pg.Client) => {
    if (which !== client) return;
    if (changes.live) changes.hear(null);
    changes.live = false;
    which.removeAllListeners("notification");
    void which.end().catch(() => undefined);
    client = null;
    if (!closed) retry ??= setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, keepAlive: true, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS });
    client = next;
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (message) => changes.hear(parse(message.payload)));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (client !== next || closed) return void next.end().catch(() => undefined);
      // Anything changed while nobody listened: forget it all, then trust what is heard from now on.
      changes.hear(null);
      changes.live = true;
    } catch {
      lost(next);
    }
  }
  /**
   * PostgreSQL sends a listening connection the notifications of everything committed before a
   * query ahead of that query's answer: one `select 1` on it is the barrier. A caller is served
   * by any barrier started at or after its `asOf`: one answered already, or the one on its way;
   * otherwise it waits for the next, shared by everyone who arrives meanwhile.
   */
  let heardAsOf = -Infinity;
  let running: { started: number; done: Promise<void> } | null = null;
  let queued: Promise<void> | null = null;
  const barrier = async () => {
    const listening = client;
    if (!listening || !changes.live) return;
    const started = performance.now();
    const done = listening.query("select 1").then(
      () => void (heardAsOf = Math.max(heardAsOf, started)),
      () => lost(listening),
    );
    running = { started, done };
    await done.finally(() => (running = null));
  };
  const sync = (asOf: number): Promise<void> => {
    if (heardAsOf >= asOf) return Promise.resolve();
    if (!running) return barrier();
    if (running.started >= asOf) return running.done;
    return (queued ??= running.done.then(() => {
      queued = null;
      return barrier();
    }));
  };
  await connect();
  return Object.assign(changes, {
    sync,
    async close() {
      closed = true;
      clearTimeout(retry);
      changes.live = false;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  });
}
