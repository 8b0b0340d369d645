import { existsSync } from "node:fs";
import { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer, serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { DataDirInUseError } from "./db/lock-data-dir";
import { surviveDatabaseFaults } from "./db/survive-database-faults";
import { loadConfig } from "./env";
import { configureRenderPool } from "./image";
import { connectLauncher } from "./lib/connect-launcher";
import { fromRoot } from "./lib/project-root";
import { stopOnSignals } from "./lib/stop-on-signals";
import { createStorage } from "./lib/storage";
import { devPaymentsWarning } from "./modules/billing";
import { queueOptionsFor, startRenderQueue } from "./modules/exports";
import { startSweeps } from "./modules/maintenance";
import { startBatchWebhooks, sweepExpiredApiState } from "./modules/public-api";
import { seedStarterCatalogue } from "./modules/templates";

/** Longer than a load balancer's idle timeout (60 s on most), so the proxy closes idle sockets first. */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  // A local .env (see .env.example) is read when present; real environment variables win.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  // Under `npm start` the launcher already answers on the port, with a starting page.
  const launcher = connectLauncher();
  configureRenderPool({ heavyTimeoutMs: config.renderTimeoutMs });
  surviveDatabaseFaults();
  const paymentsWarning = devPaymentsWarning(config);
  if (paymentsWarning) console.warn(paymentsWarning);
  let database;
  try {
    launcher?.stage("Opening the database");
    const log = (line: string) => {
      console.log(line);
      launcher?.stage(line);
    };
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw error;
    const where = config.databaseUrl ? "the PostgreSQL database at DATABASE_URL" : `the embedded database in ${config.dataDir}/db`;
    throw new Error(`Cannot open or migrate ${where}: ${(error as Error).message}`, { cause: error });
  }
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
  // Every web instance enqueues exports; it renders them too unless WORKERS=0.
  launcher?.stage("Starting the export queue");
  const queue = await startRenderQueue({ db: database.db, storage }, queueOptionsFor(database, config));
  await startBatchWebhooks({ db: database.db, config }, queue);
  if (config.workers === 0 && database.engine === "pglite") {
    console.warn("WORKERS=0 on the embedded database: no process can render exports (run with DATABASE_URL and `npm run worker`).");
  }
  // Taken now, not earlier: the launcher hands the socket over once it has also built the client.
  const socket = launcher ? await launcher.takeSocket() : null;
  const staticDir = fromRoot("dist", "client");
  const built = existsSync(staticDir);
  if (!built) console.warn("The client is not built (dist/client is missing): serving the API only. Run `npm run build`.");
  const deps = { db: database.db, config, storage, queue };
  const app = createApp(deps, { staticDir: built ? staticDir : undefined });
  startSweeps(deps, { "public-api": sweepExpiredApiState });
  const listening = (info: AddressInfo) => {
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`Mockup Studio is running at http://${host}:${info.port} (database: ${database.engine})`);
  };
  let server;
  if (socket) {
    const onSocket = createAdaptorServer({ fetch: app.fetch });
    server = onSocket.listen(socket, () => listening(onSocket.address() as AddressInfo));
  } else {
    server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, listening);
  }
  // Idle keep-alive connections stay open longer than a load balancer's (60 s is common) and a
  // client's idle pause: a server closing first races a request sent on the socket (ECONNRESET).
  if (server instanceof Server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  // A taken port is a setup mistake, not a crash: say what to do instead of printing a stack.
  server.once("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE" ? `Port ${config.port} is in use; set PORT to a free port (e.g. PORT=${config.port + 1}).`
      : error.code === "EACCES" ? `Port ${config.port} needs more privileges; set PORT to a port above 1023.`
      : `Cannot listen on ${config.host}:${config.port}: ${error.message}`;
    console.error(`Mockup Studio failed to start.\n${reason}`);
    void database.close().finally(() => process.exit(1));
  });

  // In the background: the server answers at once and the templates appear as they are drawn.
  seedStarterCatalogue({ db: database.db, config, storage }, console.log).catch((error: unknown) => {
    console.error(`Starter catalogue could not be installed: ${error instanceof Error ? error.message : String(error)}`);
  });

  stopOnSignals(
    "Mockup Studio",
    [
      { name: "the HTTP server", run: () => server.close() },
      // A job cut short here is retried (at once on PGlite, after its timeout on PostgreSQL).
      { name: "the render queue", run: () => queue.stop() },
      { name: "the database", run: () => database.close() },
    ],
    { graceMs: config.shutdownGraceMs },
  );
}

main().catch((error: unknown) => {
  console.error(`Mockup Studio failed to start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
