import { existsSync } from "node:fs";
import { openDatabase } from "./db/client";
import { loadConfig } from "./env";
import { configureRenderPool } from "./image";
import { createStorage } from "./lib/storage";
import { stopOnSignals } from "./lib/stop-on-signals";
import { queueOptionsFor, startRenderQueue } from "./modules/exports";
import { startBatchWebhooks } from "./modules/public-api";

/**
 * `npm run worker`: a render worker for ZIP exports, on any machine with the same settings as
 * the web instances (DATABASE_URL and the same storage: S3, or a shared DATA_DIR). It takes
 * jobs from the PostgreSQL queue until stopped; run as many as there are cores to spare.
 */
async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  configureRenderPool({ heavyTimeoutMs: config.renderTimeoutMs });
  if (!config.databaseUrl) {
    throw new Error("A render worker needs DATABASE_URL: the embedded database belongs to the web process, which renders exports itself.");
  }
  const workers = Math.max(1, config.workers);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
  const queue = await startRenderQueue({ db: database.db, storage }, queueOptionsFor(database, config, workers));
  // The batch that a worker's render finishes is told from here (its webhook queued, and delivered by any process).
  await startBatchWebhooks({ db: database.db, config }, queue);
  console.log(`Mockup Studio render worker started (${workers} at once, storage: ${storage.kind})`);

  stopOnSignals(
    "The render worker",
    [
      // A job cut short here is retried by another worker after its timeout.
      { name: "the render queue", run: () => queue.stop() },
      { name: "the database", run: () => database.close() },
    ],
    { graceMs: config.shutdownGraceMs },
  );
}

main().catch((error: unknown) => {
  console.error(`The render worker failed to start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
