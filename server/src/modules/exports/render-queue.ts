import type { PGlite } from "@electric-sql/pglite";
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import PgBoss from "pg-boss";
import type { AppDeps } from "../../lib/context";
import { withStartupLock } from "../../db/client";
import { exportItems, exports } from "../../db/schema";
import { renderExportItem, type RenderJobData } from "./render-export-item";
import { settleExportItem, type OnExportFinished } from "./settle-export-item";
import { claimLapsedLeases } from "./item-lease";
import type { ExportQueue, SqlRunner } from "../../lib/export-queue";
import { drizzleExecutor, pgliteExecutor } from "./sql-executor";

export const RENDER_QUEUE = "export-render";
/** `stop()` lets renders in progress finish this long, then stops them (their items are retried). */
const STOP_GRACE_SECONDS = 10;
/** Jobs whose retries are spent land here; their items settle as failed (and are refunded). */
export const RENDER_DEAD_QUEUE = "export-render-dead";

/** A side job (a webhook delivery) cut short by its process dying is tried again this often; its own retries are its handler's. */
const SIDE_JOB_RETRY_LIMIT = 2;
/** A render that keeps failing (storage down, out of memory) is tried this many more times. */
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 1;
/** A dead job's item, as its owner reads it. */
const RETRIES_SPENT = "The render failed several times (the server was busy or out of memory); please try again";
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

/** A job of another kind on the same queue engine (webhook deliveries): data, and when to start it. */
export type SideJob<T extends object> = { data: T; startAfterSeconds?: number };

export type RenderQueue = ExportQueue & {
  /** `listener` is told, inside the settling transaction, of every export that finishes (done or failed) on this process's workers. */
  onExportFinished(listener: OnExportFinished): void;
  /**
   * Another kind of job on this queue engine: `name`'s queue is created (a job whose process dies
   * is retried after `expireInSeconds`) and this process works on it, one job at a time.
   */
  work<T extends object>(name: string, options: { expireInSeconds: number }, handle: (data: T) => Promise<void>): Promise<void>;
  /** Adds `name` jobs inside the caller's transaction (see `enqueue`). */
  send<T extends object>(tx: SqlRunner, name: string, jobs: SideJob<T>[]): Promise<void>;
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
 * leases (a worker killed mid-job) and for jobs taken but never leased (killed just after taking
 * one) and fails those jobs at once, so another worker retries them within seconds.
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
  // pg-boss's schema set-up and each queue it creates are DDL: two instances starting together deadlock without the lock.
  const underStartupLock = (work: () => Promise<void>) => (opts.databaseUrl ? withStartupLock(opts.databaseUrl, work) : work());
  await underStartupLock(setUp);

  if (opts.pglite) {
    const orphans = await retryOrphans(deps, boss);
    if (orphans > 0) console.log(`Retrying ${orphans} export render job(s) cut short by the last shutdown`);
  }

  const work = { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS };
  // Stopping: handlers still running once pg-boss's graceful wait is over are stopped, and awaited.
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  /** Jobs this process's workers are rendering: alive, whatever their leases say (see retryLapsed). */
  const held = new Set<string>();
  /**
   * pg-boss waits out the polling interval after every fetch; an export is a burst of jobs, so
   * a worker that just finished one asks for the next at once (it waits only once the queue is empty).
   */
  const workOn = async (name: string, handle: (data: RenderJobData) => Promise<void>) => {
    const workerId: string = await boss.work<RenderJobData>(name, work, async ([job]) => {
      if (!job) return;
      const handled = handle(job.data);
      running.add(handled);
      held.add(job.id);
      try {
        await handled;
      } finally {
        running.delete(handled);
        held.delete(job.id);
        if (!stopping.signal.aborted) boss.notifyWorker(workerId);
      }
    });
  };
  const listeners: OnExportFinished[] = [];
  const onFinished: OnExportFinished = async (tx, exp) => {
    for (const listener of listeners) await listener(tx, exp);
  };
  for (let i = 0; i < opts.workers; i++) await workOn(RENDER_QUEUE, (data) => renderExportItem(deps, data, opts.leaseSeconds, onFinished, stopping.signal));
  if (opts.workers > 0) {
    await workOn(RENDER_DEAD_QUEUE, async (data) => void (await settleExportItem(deps.db, data.exportId, data.position, { state: "failed", error: RETRIES_SPENT }, onFinished)));
  }

  const reaper = setInterval(() => void retryLapsed(deps, boss, opts.leaseSeconds, held).catch(() => undefined), reapIntervalMs(opts.leaseSeconds));
  reaper.unref();

  return {
    async enqueue(tx, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({ id: job.id, name: RENDER_QUEUE, data: job.data, priority: job.priority ?? 0 })),
        { db: drizzleExecutor(tx) },
      );
    },
    onExportFinished(listener) {
      listeners.push(listener);
    },
    async work<T extends object>(name: string, options: { expireInSeconds: number }, handle: (data: T) => Promise<void>) {
      const settings = { name, retryLimit: SIDE_JOB_RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: options.expireInSeconds, retentionMinutes: RETENTION_MINUTES };
      await underStartupLock(async () => {
        await boss.createQueue(name, settings);
        await boss.updateQueue(name, settings);
      });
      await boss.work<T>(name, work, async ([job]) => {
        if (job) await handle(job.data);
      });
    },
    async send(tx, name, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({ name, data: job.data, ...(job.startAfterSeconds ? { startAfter: new Date(Date.now() + job.startAfterSeconds * 1000) } : {}) })),
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
      await boss.stop({ graceful: true, wait: true, timeout: STOP_GRACE_SECONDS * 1000 });
      // A render longer than the graceful wait would go on writing after the worker stopped.
      stopping.abort();
      await Promise.allSettled(running);
    },
  };
}

/** Lapsed leases are looked for four times a lease (at most every 5 s, at least every second). */
const reapIntervalMs = (leaseSeconds: number) => Math.min(5000, Math.max(1000, (leaseSeconds * 1000) / 4));

/**
 * Jobs whose worker is gone are failed now, so the queue retries them at once: those whose lease
 * lapsed (the worker stopped renewing it), and those taken more than a lease ago whose item has no
 * lease at all (the worker was killed between taking the job and its first renewal). A lapsed
 * lease whose job is not active any more (pg-boss already retries it, or settles it as dead) is
 * left to pg-boss: clearing it loses nothing, the next worker takes a new lease. Jobs in `held`
 * are this process's own renders, alive by definition: their leases lapse only when this process
 * stalls (a busy machine starving its event loop), and the heartbeat renews them once it runs again.
 */
async function retryLapsed(deps: Pick<AppDeps, "db">, boss: PgBoss, leaseSeconds: number, held: ReadonlySet<string>): Promise<void> {
  const lapsed = await claimLapsedLeases(deps.db, held);
  const unleased = await unleasedActiveJobs(deps.db, leaseSeconds);
  for (const jobId of new Set([...lapsed, ...unleased])) {
    if (held.has(jobId)) continue;
    const job = await boss.getJobById(RENDER_QUEUE, jobId);
    if (job?.state === "active") await boss.fail(RENDER_QUEUE, jobId, { message: "its worker stopped renewing the lease (killed?)" });
  }
}

/** pg-boss's job table, as far as the reaper reads it (pg-boss 10). Not part of the app's schema. */
const bossJobs = pgSchema("pgboss").table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  startedOn: timestamp("started_on", { withTimezone: true }),
});

/** Render jobs active for longer than a lease whose pending item was never leased. */
async function unleasedActiveJobs(db: AppDeps["db"], leaseSeconds: number): Promise<string[]> {
  const rows = await db
    .select({ jobId: exportItems.jobId })
    .from(exportItems)
    .innerJoin(bossJobs, eq(sql`${bossJobs.id}::text`, exportItems.jobId))
    .where(
      and(
        eq(exportItems.state, "pending"),
        isNull(exportItems.leaseUntil),
        eq(bossJobs.name, RENDER_QUEUE),
        eq(bossJobs.state, "active"),
        lt(bossJobs.startedOn, sql`now() - ${leaseSeconds} * interval '1 second'`),
      ),
    );
  return rows.map((r) => r.jobId);
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
