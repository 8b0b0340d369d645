import pg from "pg";

/** A pool per instance; PostgreSQL's default max_connections (100) fits several instances. */
const POOL_SIZE = 10;
/**
 * How long a query waits for a connection, both to open one and to get one from a busy pool.
 * Short, so that during an outage a request answers 503 well within 2 s instead of hanging;
 * a healthy database on the same network connects in milliseconds.
 */
const CONNECT_TIMEOUT_MS = 1_000;
/** Idle connections are closed after this; a restarted database is then reached afresh. */
const IDLE_TIMEOUT_MS = 10_000;
/** Shown in pg_stat_activity, so operators (and the fault test) can tell our connections apart. */
export const APPLICATION_NAME = "mockup-studio";

type Log = (line: string) => void;

const logLine = (message: string, error: unknown) =>
  JSON.stringify({ t: new Date().toISOString(), level: "warn", message, error: error instanceof Error ? error.message : String(error) });

/**
 * A node-postgres pool that survives the database going away. node-postgres emits 'error' on
 * a client whose connection dies, and an EventEmitter 'error' with no listener kills the
 * process: the pool listens only while a client is idle, and a client checked out for a
 * transaction has no listener at all. So every client gets one for its whole life, and a
 * checked-out client that dies is handed back (and discarded) at once: Drizzle's transaction
 * does not release its client when `begin` itself fails, and each such leak would take one
 * connection from the pool for good.
 */
export function createPool(connectionString: string, opts: { max?: number; log?: Log } = {}): pg.Pool {
  const log = opts.log ?? ((line: string) => console.warn(line));
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // Notices a dead peer on a silent network too (no FIN, no RST), not only on a closed socket.
    keepAlive: true,
    application_name: APPLICATION_NAME,
  });
  const checkedOut = new Set<pg.PoolClient>();

  // An idle client died (terminated backend, restart): the pool has already discarded it.
  pool.on("error", (error) => log(logLine("database connection lost while idle", error)));
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!checkedOut.has(client)) return;
      log(logLine("database connection lost during a query", error));
      const release = client.release;
      // The holder's own release (Drizzle's `finally`) must then be harmless, not a double release.
      client.release = () => undefined;
      release(error);
    });
  });
  return pool;
}
