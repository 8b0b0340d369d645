import type { PGlite } from "@electric-sql/pglite";
import { and, eq, gt, inArray } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { AppDeps } from "../../lib/context";
import { withStartupLock } from "../../db/client";
import { exportItems, exports } from "../../db/schema";
import { renderExportItem, type RenderJobData } from "./render-export-item";
import { settleExportItem } from "./settle-export-item";
import { claimLapsedLeases } from "./item-lease";
import type { ExportQueue } from "../../lib/export-queue";
import { drizzleExecutor, pgliteExecutor } from "./sql-executor";

export const RENDER_QUEUE = "export-render";
/** Jobs whose retries are spent land here; their items settle as failed (and are refunded). */
export const RENDER_DEAD_QUEUE = "export-render-dead";

/** A render that keeps failing (storage down, out of memory) is tried this many more times. */
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 1;
/** How soon an idle worker notices a new job (pg-boss's minimum is 0.5 s). */
const POLL_SECONDS = 0.5;
/** Finished jobs are archived by pg-boss; the export rows are the record users see. */
const RETENTION_MINUTES = 24 * 60;
/**
 * pg-boss's own expiry, only a backstop: liveness is the item's lease, renewed by a heartbeat
 * while the render runs, so a long render is never taken from a live worker. An hour is far past
 * any item's time budget (image/render-pool.ts) plus its wait for the image budget.
 */
const JOB_BACKSTOP_SECONDS = 3600;

export type RenderQueue = ExportQueue & {
  /** The job as pg-boss holds it (state, retryCount), for tests and diagnostics. */
  getJob(id: string): Promise<PgBoss.JobWithMetadata<RenderJobData> | null>;
  stop(): Promise<void>;
};

export type RenderQueueOptions = {
  /** The embedded database, when there is no DATABASE_URL; pg-boss then runs on it too. */
  pglite?: PGlite;
  databaseUrl?: string;
  /** Jobs this process renders at once; 0 only enqueues. */
  workers: number;
  /** How long a worker's hold on an item lasts without a heartbeat: a killed worker's item is handed on this soon. */
  leaseSeconds: number;
  log?: (line: string) => void;
};

/**
 * The durable render queue: pg-boss on the app's database (PostgreSQL, or PGlite in-process).
 * Every process that serves exports starts it to enqueue; with `workers` > 0 it also renders.
 * A worker holds its item by a lease it renews every few seconds; every process looks for lapsed
 * leases (a worker killed mid-job) and fails those jobs at once, so another worker retries them
 * within seconds of the lease running out.
 */
export async function startRenderQueue(deps: Pick<AppDeps, "db" | "storage">, opts: RenderQueueOptions): Promise<RenderQueue> {
  if (!opts.pglite && !opts.databaseUrl) throw new Error("The render queue needs PGlite or a DATABASE_URL");
  const log = opts.log ?? ((line: string) => console.error(line));
  const boss = new PgBoss({
    ...(opts.pglite ? { db: pgliteExecutor(opts.pglite) } : { connectionString: opts.databaseUrl, max: Math.max(2, opts.workers + 2) }),
    schedule: false,
  });
  boss.on("error", (error: Error) => log(JSON.stringify({ t: new Date().toISOString(), level: "error", task: "render-queue", error: String(error) })));
  const setUp = async () => {
    await boss.start();
    const queue = { retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: JOB_BACKSTOP_SECONDS, retentionMinutes: RETENTION_MINUTES };
    await boss.createQueue(RENDER_DEAD_QUEUE, { name: RENDER_DEAD_QUEUE, retentionMinutes: RETENTION_MINUTES });
    await boss.createQueue(RENDER_QUEUE, { name: RENDER_QUEUE, ...queue, deadLetter: RENDER_DEAD_QUEUE });
    // createQueue keeps an existing queue as it was; the current settings win.
    await boss.updateQueue(RENDER_QUEUE, { name: RENDER_QUEUE, ...queue, deadLetter: RENDER_DEAD_QUEUE });
  };
  // pg-boss's schema set-up is DDL: two instances starting together deadlock without the lock.
  await (opts.databaseUrl ? withStartupLock(opts.databaseUrl, setUp) : setUp());

  if (opts.pglite) {
    const orphans = await retryOrphans(deps, boss);
    if (orphans > 0) console.log(`Retrying ${orphans} export render job(s) cut short by the last shutdown`);
  }

  const work = { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS };
  /**
   * pg-boss waits out the polling interval after every fetch; an export is a burst of jobs, so
   * a worker that just finished one asks for the next at once (it waits only once the queue is empty).
   */
  const workOn = async (name: string, handle: (data: RenderJobData) => Promise<void>) => {
    const workerId: string = await boss.work<RenderJobData>(name, work, async ([job]) => {
      if (!job) return;
      try {
        await handle(job.data);
      } finally {
        boss.notifyWorker(workerId);
      }
    });
  };
  for (let i = 0; i < opts.workers; i++) await workOn(RENDER_QUEUE, (data) => renderExportItem(deps, data, opts.leaseSeconds));
  if (opts.workers > 0) {
    await workOn(RENDER_DEAD_QUEUE, async (data) => void (await settleExportItem(deps.db, data.exportId, data.position, { state: "failed" })));
  }

  const reaper = setInterval(() => void retryLapsed(deps, boss).catch(() => undefined), reapIntervalMs(opts.leaseSeconds));
  reaper.unref();

  return {
    async enqueue(tx, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({ id: job.id, name: RENDER_QUEUE, data: job.data, priority: job.priority ?? 0 })),
        { db: drizzleExecutor(tx) },
      );
    },
    async cancel(jobIds) {
      if (jobIds.length > 0) await boss.cancel(RENDER_QUEUE, jobIds);
    },
    async getJob(id) {
      return boss.getJobById<RenderJobData>(RENDER_QUEUE, id, { includeArchive: true });
    },
    async stop() {
      clearInterval(reaper);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Lapsed leases are looked for four times a lease (at most every 5 s, at least every second). */
const reapIntervalMs = (leaseSeconds: number) => Math.min(5000, Math.max(1000, (leaseSeconds * 1000) / 4));

/** Jobs whose worker stopped renewing its lease are failed now, so the queue retries them at once. */
async function retryLapsed(deps: Pick<AppDeps, "db">, boss: PgBoss): Promise<void> {
  for (const jobId of await claimLapsedLeases(deps.db)) {
    const job = await boss.getJobById(RENDER_QUEUE, jobId);
    if (job?.state === "active") await boss.fail(RENDER_QUEUE, jobId, { message: "its worker stopped renewing the lease (killed?)" });
  }
}

/**
 * PGlite is one process's database: a job still `active` at start-up belonged to this server
 * before it stopped, and nobody is rendering it. Failing it now retries it at once instead of
 * after the job timeout. (On PostgreSQL another machine may be rendering it: timeouts decide.)
 */
async function retryOrphans(deps: Pick<AppDeps, "db">, boss: PgBoss): Promise<number> {
  const pending = await deps.db
    .select({ jobId: exportItems.jobId })
    .from(exportItems)
    .innerJoin(exports, eq(exports.id, exportItems.exportId))
    .where(and(eq(exportItems.state, "pending"), inArray(exports.status, ["queued", "running"]), gt(exports.expiresAt, new Date())));
  let retried = 0;
  for (const { jobId } of pending) {
    const job = await boss.getJobById(RENDER_QUEUE, jobId);
    if (job?.state !== "active") continue;
    await boss.fail(RENDER_QUEUE, jobId, { message: "the server stopped during this job" });
    retried++;
  }
  return retried;
}
