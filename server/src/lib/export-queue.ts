import type { SQL } from "drizzle-orm";

/** Anything drizzle can run a statement on: the database or an open transaction. */
export type SqlRunner = { execute(query: SQL): PromiseLike<unknown> };

/**
 * One render job of a ZIP export: item `position` of export `exportId`; `id` is the job's UUID.
 * Higher `priority` is taken first (the fair queue: modules/exports/fair-rounds.ts).
 */
export type ExportJob = { id: string; data: { exportId: string; position: number }; priority?: number };

/** The export render queue as request handlers see it (modules/exports/render-queue.ts runs it). */
export type ExportQueue = {
  /** Adds jobs inside the caller's transaction: they exist if and only if it commits. */
  enqueue(tx: SqlRunner, jobs: ExportJob[]): Promise<void>;
  /** Takes jobs off the queue (a cancelled export); a job already running is stopped by its heartbeat. */
  cancel(jobIds: string[]): Promise<void>;
};
