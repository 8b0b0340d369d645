import os from "node:os";
import { ImageError } from "./image-error";

export const IMAGE_BUSY_MESSAGE = "The server is busy processing other images. Please try again in a few seconds.";

export type ImageBudgetLimits = {
  /** Large images decoded or rendered at once. */
  slots: number;
  /** Large images at once when the job is a queued render (see `QUEUED_SLOTS_PER_CORE`); `slots` when unset, never fewer. */
  queuedSlots?: number;
  /** Pixels (width × height of every image a job decodes) all running jobs may hold together. */
  pixels: number;
  /** Longest a job waits for room before it is refused. */
  maxWaitMs: number;
  /** Jobs allowed to wait at once; past this the server is overloaded and says so at once. */
  maxWaiting: number;
};

/** Jobs this small (previews, thumbnails, ≤ 1600 px working copies) finish in milliseconds: they take no slot, only pixels. */
export const SMALL_JOB_PIXELS = 4_000_000;
/**
 * One decoded pixel costs up to 4 bytes (RGBA), and a job holds about two copies at its peak
 * (decoded input and its result or a resized working copy): 8 bytes per pixel budgeted.
 */
const BYTES_PER_PIXEL = 8;
/**
 * Decoded pixels may take a quarter of the memory this process may use; the rest is Node, the
 * embedded database (PGlite lives in this process), libvips's buffers and the OS.
 */
const MEMORY_SHARE = 0.25;
/**
 * One large image per two cores: a large decode keeps about two cores busy (the format's decoder
 * on one thread, libvips's resize and encode workers on the others). Measured on 2 cores, 8
 * concurrent 49 MP uploads finished as fast with one slot as with two, at ~100 MB less peak RSS.
 */
const SLOTS_PER_CORE = 0.5;
/**
 * A queued export render is one sharp pipeline, and sharp runs each pipeline on one libvips
 * thread here (sharp.concurrency() is 1 on glibc without jemalloc): one per core fills the
 * machine, and WORKERS already bounds how many ask at once. With one slot on 2 cores a
 * 140-file export took 1.35× as long as two renders at once (bench/exports.bench.ts).
 * Memory stays bounded by the pixel budget, which queued renders share with everything else.
 */
const QUEUED_SLOTS_PER_CORE = 1;
/** An upload or export usually takes 1–3 s: a few seconds of queueing is worth it, more is not. */
const MAX_WAIT_MS = 10_000;
/** About a minute of work queued on a small server: beyond it, waiting cannot end well. */
const MAX_WAITING = 32;

/** Memory this process may use: the machine's, or less when a cgroup (container) limit says so. */
function memoryLimitBytes(): number {
  const constrained = process.constrainedMemory();
  const total = os.totalmem();
  return constrained > 0 && constrained < total ? constrained : total;
}

export function defaultImageBudgetLimits(): ImageBudgetLimits {
  const cores = os.availableParallelism();
  return {
    slots: Math.max(1, Math.floor(cores * SLOTS_PER_CORE)),
    queuedSlots: Math.max(1, Math.floor(cores * QUEUED_SLOTS_PER_CORE)),
    pixels: Math.floor((memoryLimitBytes() * MEMORY_SHARE) / BYTES_PER_PIXEL),
    maxWaitMs: MAX_WAIT_MS,
    maxWaiting: MAX_WAITING,
  };
}

type Waiter = { pixels: number; large: boolean; queued: boolean; grant: () => void };

export type BudgetRunOptions = {
  /** Nobody is waiting for an answer (a queued job, the catalogue's ingest): wait as long as it takes instead of failing. */
  background?: boolean;
  /** A render-queue job: waits like `background` and may use `queuedSlots`. */
  queued?: boolean;
};

/**
 * A process-wide budget for decoding and rendering: at most `slots` large images at once and
 * at most `pixels` decoded pixels in all. A job past it waits in line (first come, first
 * served for pixels, so big jobs are not starved) up to `maxWaitMs`, then fails with 503.
 */
export class ImageBudget {
  private usedSlots = 0;
  private usedPixels = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private limits: ImageBudgetLimits) {}

  /** Replaces the limits (tests); returns the previous ones. */
  configure(limits: Partial<ImageBudgetLimits>): ImageBudgetLimits {
    const previous = this.limits;
    this.limits = { ...previous, ...limits };
    this.dispatch();
    return previous;
  }

  get inUse() {
    return { slots: this.usedSlots, pixels: this.usedPixels, waiting: this.waiting.length };
  }

  /**
   * Runs `task` once `pixels` fit the budget; a job bigger than the whole budget runs alone.
   * `background` work (nobody is waiting for an answer) waits as long as it takes instead of failing.
   */
  async run<T>(pixels: number, task: () => Promise<T>, options: BudgetRunOptions = {}): Promise<T> {
    const weight = Math.min(Math.max(0, Math.ceil(pixels)), this.limits.pixels);
    const large = weight > SMALL_JOB_PIXELS;
    const queued = options.queued ?? false;
    await this.acquire(weight, large, queued, queued || (options.background ?? false));
    try {
      return await task();
    } finally {
      this.usedPixels -= weight;
      if (large) this.usedSlots--;
      this.dispatch();
    }
  }

  private slotsFor(queued: boolean): number {
    return queued ? Math.max(this.limits.slots, this.limits.queuedSlots ?? 0) : this.limits.slots;
  }

  private fits(pixels: number, large: boolean, queued: boolean): boolean {
    return this.usedPixels + pixels <= this.limits.pixels && (!large || this.usedSlots < this.slotsFor(queued));
  }

  private take(pixels: number, large: boolean): void {
    this.usedPixels += pixels;
    if (large) this.usedSlots++;
  }

  private acquire(pixels: number, large: boolean, queued: boolean, background: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.fits(pixels, large, queued)) {
      this.take(pixels, large);
      return Promise.resolve();
    }
    if (!background && this.waiting.length >= this.limits.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const refuse = () => {
        const index = this.waiting.indexOf(waiter);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        reject(busy());
        this.dispatch();
      };
      const timer = background ? undefined : setTimeout(refuse, this.limits.maxWaitMs);
      const waiter: Waiter = {
        pixels,
        large,
        queued,
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiting.push(waiter);
      this.dispatch();
    });
  }

  /**
   * Grants waiting jobs in order. One that lacks pixels stops the line (later jobs would
   * otherwise starve it); one that only lacks a slot lets small jobs behind it pass, but no
   * large one: queued renders, which have more slots, would otherwise keep an upload waiting
   * for as long as the queue is busy.
   */
  private dispatch(): void {
    let slotBlocked = false;
    for (let i = 0; i < this.waiting.length; ) {
      const waiter = this.waiting[i]!;
      if (!(slotBlocked && waiter.large) && this.fits(waiter.pixels, waiter.large, waiter.queued)) {
        this.waiting.splice(i, 1);
        this.take(waiter.pixels, waiter.large);
        waiter.grant();
        continue;
      }
      if (this.usedPixels + waiter.pixels > this.limits.pixels) return;
      if (waiter.large) slotBlocked = true;
      i++;
    }
  }
}

const busy = () => new ImageError("busy", IMAGE_BUSY_MESSAGE);

/** The one budget every decode and render in this process shares. */
export const imageBudget = new ImageBudget(defaultImageBudgetLimits());
