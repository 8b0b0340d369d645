import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { ImageError, type ImageErrorCode } from "./core";
import { KeptInputs, RENDER_WORKER_FLAG, reviveBuffers, type RenderOp, type RenderReply } from "./render-messages";

/**
 * `light`: previews and other small renders, in worker threads (their inputs, decoded preview
 * copies, are copied across in a millisecond; a child process's pipe took 20–40 ms for 1.5 MB).
 * `heavy`: full-size renders, in child processes at a lower CPU priority, so a 27 MP export
 * leaves the cores to the requests and its memory is given back whole when it ends or is killed.
 */
export type RenderLane = "light" | "heavy";

export type RenderPoolLimits = {
  lightWorkers: number;
  heavyWorkers: number;
  /** Longest a render may run before its worker is stopped and the caller gets `render_timeout`. */
  lightTimeoutMs: number;
  heavyTimeoutMs: number;
  /** A worker past this resident size after a job is replaced (libvips and glibc keep what they freed). */
  recycleRssBytes: number;
  /** An idle worker exits after this long: an idle server holds no render memory. */
  idleMs: number;
};

/** A preview takes 20–200 ms; ten seconds means something is wrong with the input, not the load. */
const LIGHT_TIMEOUT_MS = 10_000;
/** A legal 27 MP room with 12 large windows renders in well under 30 s on 2 cores; twice that is a runaway. */
const HEAVY_TIMEOUT_MS = 60_000;
/**
 * Full renders yield the CPU to requests: at nice 5 a normal process gets three times their share
 * when both want a core. Not lower: the time budget is wall-clock, and on a busy machine a render
 * starved of CPU would run out of it.
 */
const HEAVY_NICE = 5;
const RECYCLE_RSS_BYTES = 768 * 1024 * 1024;
const IDLE_MS = 30_000;
/**
 * Inputs a worker keeps between jobs (an artwork's and the templates' preview copies, ~0.4–1 MB
 * each): a studio apply sends each once, not once per preview. Outside the image budget, so small.
 */
const KEPT_BYTES_PER_WORKER = 64 * 1024 * 1024;

export function defaultRenderPoolLimits(): RenderPoolLimits {
  const cores = os.availableParallelism();
  return {
    lightWorkers: Math.max(1, cores - 1),
    heavyWorkers: Math.max(1, cores),
    lightTimeoutMs: LIGHT_TIMEOUT_MS,
    heavyTimeoutMs: HEAVY_TIMEOUT_MS,
    recycleRssBytes: RECYCLE_RSS_BYTES,
    idleMs: IDLE_MS,
  };
}

export const RENDER_TIMEOUT_MESSAGE = "This mockup took too long to render and was stopped. Try a smaller size or fewer windows.";
const WORKER_LOST_MESSAGE = "The render worker stopped unexpectedly";

/** One worker, thread or process, behind the same few calls. */
type Transport = {
  send(message: unknown): void;
  /** Stops it now (a thread is terminated, a process killed with SIGKILL). */
  kill(): void;
  /** Whether it keeps the server's event loop alive (only while it works). */
  hold(on: boolean): void;
  pid?: number;
};

type Job = { id: number; op: RenderOp; args: unknown[]; signal?: AbortSignal; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { transport: Transport; kept: KeptInputs; job?: Job; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout; onAbort?: () => void };

/** Run from the sources (tests, `npm run dev`, benchmarks): the worker is TypeScript, loaded through tsx. */
const fromSource = import.meta.url.endsWith(".ts");
const workerEntry = new URL(fromSource ? "./render-worker.ts" : "./render-worker.js", import.meta.url);
const loaderArgs = fromSource ? ["--import", "tsx"] : [];

/** A thread ignores `--import`: from the sources it registers tsx itself, then loads the worker. */
function threadEntry(): { entry: URL | string; eval: boolean } {
  if (!fromSource) return { entry: workerEntry, eval: false };
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const api = pathToFileURL(path.join(tsxDir, "dist", "esm", "api", "index.mjs")).href;
  return { entry: `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerEntry.href)}); })`, eval: true };
}

function startThread(onReply: (reply: RenderReply) => void, onExit: () => void): Transport {
  const { entry, eval: isEval } = threadEntry();
  const worker = new Worker(entry, { eval: isEval, workerData: { [RENDER_WORKER_FLAG]: true } });
  worker.on("message", onReply);
  worker.on("error", () => undefined);
  worker.on("exit", onExit);
  return { send: (m) => worker.postMessage(m), kill: () => void worker.terminate(), hold: (on) => (on ? worker.ref() : worker.unref()) };
}

function startProcess(onReply: (reply: RenderReply) => void, onExit: () => void): Transport {
  const child: ChildProcess = fork(workerEntry, [], {
    serialization: "advanced",
    execArgv: loaderArgs,
    env: { ...process.env, [RENDER_WORKER_FLAG]: "1" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    if (child.pid) os.setPriority(child.pid, HEAVY_NICE);
  } catch {
    // Not permitted here (some containers): the render still runs, at normal priority.
  }
  child.on("message", (m) => onReply(m as RenderReply));
  child.on("error", () => undefined);
  child.on("exit", onExit);
  const channel = child.channel as { ref(): void; unref(): void } | undefined;
  return {
    send: (m) => child.send(m as object),
    kill: () => void child.kill("SIGKILL"),
    hold: (on) => (on ? (child.ref(), channel?.ref()) : (child.unref(), channel?.unref())),
    pid: child.pid,
  };
}

function toError(error: { name: string; message: string; code?: string }): Error {
  if (error.name === "ImageError" && error.code) return new ImageError(error.code as ImageErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name });
}

const abortError = (signal: AbortSignal) => (signal.reason instanceof Error ? signal.reason : new Error("The render was cancelled"));

/**
 * Renders run in workers that can be stopped: each lane has a few, started when needed, one job
 * each at a time, the rest waiting in line. A job past its lane's time budget (or whose caller
 * aborted) has its worker stopped, which ends the work and frees its memory at once.
 */
export class RenderPool {
  private nextId = 1;
  private readonly slots: Record<RenderLane, Slot[]> = { light: [], heavy: [] };
  private readonly waiting: Record<RenderLane, Job[]> = { light: [], heavy: [] };

  constructor(private limits: RenderPoolLimits) {}

  /** Replaces some limits (tests); returns the previous ones. */
  configure(limits: Partial<RenderPoolLimits>): RenderPoolLimits {
    const previous = this.limits;
    this.limits = { ...previous, ...limits };
    return previous;
  }

  /** Process ids of the full-render workers (memory readings); `busy`: only those rendering now. */
  heavyPids(busy = false): number[] {
    return this.slots.heavy.flatMap((s) => (s.transport.pid && (!busy || s.job) ? [s.transport.pid] : []));
  }

  run<T>(lane: RenderLane, op: RenderOp, args: unknown[], signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { id: this.nextId++, op, args, signal, resolve: resolve as (value: unknown) => void, reject };
      this.waiting[lane].push(job);
      signal?.addEventListener("abort", () => this.abortWaiting(lane, job), { once: true });
      this.dispatch(lane);
    });
  }

  /** Stops every worker (tests, shutdown): running jobs fail. */
  stopAll(): void {
    for (const lane of ["light", "heavy"] as const) for (const slot of [...this.slots[lane]]) this.retire(lane, slot);
  }

  private abortWaiting(lane: RenderLane, job: Job): void {
    const i = this.waiting[lane].indexOf(job);
    if (i >= 0) {
      this.waiting[lane].splice(i, 1);
      job.reject(abortError(job.signal!));
    }
  }

  private dispatch(lane: RenderLane): void {
    const max = lane === "light" ? this.limits.lightWorkers : this.limits.heavyWorkers;
    while (this.waiting[lane].length > 0) {
      let slot = this.slots[lane].find((s) => !s.job);
      if (!slot && this.slots[lane].length < max) slot = this.spawn(lane);
      if (!slot) return;
      this.start(lane, slot, this.waiting[lane].shift()!);
    }
  }

  private spawn(lane: RenderLane): Slot {
    const slot = { kept: new KeptInputs(KEPT_BYTES_PER_WORKER) } as Slot;
    const onReply = (reply: RenderReply) => this.finish(lane, slot, reply);
    const onExit = () => this.lost(lane, slot);
    slot.transport = lane === "light" ? startThread(onReply, onExit) : startProcess(onReply, onExit);
    this.slots[lane].push(slot);
    return slot;
  }

  private start(lane: RenderLane, slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    slot.transport.hold(true);
    const budget = lane === "light" ? this.limits.lightTimeoutMs : this.limits.heavyTimeoutMs;
    slot.timer = setTimeout(() => this.fail(lane, slot, new ImageError("render_timeout", RENDER_TIMEOUT_MESSAGE)), budget);
    if (job.signal) {
      slot.onAbort = () => this.fail(lane, slot, abortError(job.signal!));
      job.signal.addEventListener("abort", slot.onAbort, { once: true });
    }
    const { args, forget } = slot.kept.prepare(job.args);
    slot.transport.send({ id: job.id, op: job.op, args, ...(forget.length ? { forget } : {}) });
  }

  /** Detaches the slot's job (timer, abort listener) and returns it. */
  private release(slot: Slot): Job | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    if (job?.signal && slot.onAbort) job.signal.removeEventListener("abort", slot.onAbort);
    slot.job = undefined;
    slot.onAbort = undefined;
    return job;
  }

  private finish(lane: RenderLane, slot: Slot, reply: RenderReply): void {
    if (slot.job?.id !== reply.id) return;
    const job = this.release(slot)!;
    if ("error" in reply) job.reject(toError(reply.error));
    else job.resolve(reviveBuffers(reply.value));
    if (reply.rss > this.limits.recycleRssBytes) this.retire(lane, slot);
    else {
      slot.transport.hold(false);
      slot.idle = setTimeout(() => this.retire(lane, slot), this.limits.idleMs);
      slot.idle.unref();
    }
    this.dispatch(lane);
  }

  /** Time budget or cancel: the worker is stopped mid-render, the caller told why. */
  private fail(lane: RenderLane, slot: Slot, error: Error): void {
    const job = this.release(slot);
    this.retire(lane, slot);
    job?.reject(error);
    this.dispatch(lane);
  }

  /** The worker exited on its own (a crash, out of memory): its job fails, the lane carries on. */
  private lost(lane: RenderLane, slot: Slot): void {
    const job = this.release(slot);
    this.remove(lane, slot);
    job?.reject(new Error(WORKER_LOST_MESSAGE));
    this.dispatch(lane);
  }

  private retire(lane: RenderLane, slot: Slot): void {
    clearTimeout(slot.idle);
    this.remove(lane, slot);
    slot.transport.kill();
  }

  private remove(lane: RenderLane, slot: Slot): void {
    const i = this.slots[lane].indexOf(slot);
    if (i >= 0) this.slots[lane].splice(i, 1);
  }
}

/** The one pool every render in this process goes through (budgeted.ts). */
export const renderPool = new RenderPool(defaultRenderPoolLimits());

/** Start-up settings (RENDER_TIMEOUT_SECONDS): the full-render time budget of this process's pool. */
export function configureRenderPool(settings: { heavyTimeoutMs: number }): void {
  renderPool.configure(settings);
}
