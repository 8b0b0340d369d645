import { afterEach, describe, expect, test, vi } from "vitest";
import { ImageError } from "./image-error";
import { defaultImageBudgetLimits, IMAGE_BUSY_MESSAGE, ImageBudget, SMALL_JOB_PIXELS } from "./image-budget";

const BIG = SMALL_JOB_PIXELS + 1;

/** A job that runs until released, recording when it started. */
function heldJob(budget: ImageBudget, pixels: number, started: string[], name: string) {
  let release!: () => void;
  const done = budget.run(pixels, () => {
    started.push(name);
    return new Promise<string>((resolve) => (release = () => resolve(name)));
  });
  return { done, release: () => release() };
}

const flush = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.useRealTimers());

describe("image budget", () => {
  test("sized from the machine: at least one slot and room for a whole artwork at the pixel cap", () => {
    const limits = defaultImageBudgetLimits();
    expect(limits.slots).toBeGreaterThanOrEqual(1);
    expect(limits.queuedSlots).toBeGreaterThanOrEqual(limits.slots);
    expect(limits.pixels).toBeGreaterThanOrEqual(50_000_000);
    expect(limits.maxWaitMs).toBeGreaterThan(0);
  });

  test("large jobs past the slots wait their turn, in order", async () => {
    const budget = new ImageBudget({ slots: 2, pixels: 10 * BIG, maxWaitMs: 60_000, maxWaiting: 10 });
    const started: string[] = [];
    const a = heldJob(budget, BIG, started, "a");
    const b = heldJob(budget, BIG, started, "b");
    const c = heldJob(budget, BIG, started, "c");
    const d = heldJob(budget, BIG, started, "d");
    await flush();
    expect(started).toEqual(["a", "b"]);
    expect(budget.inUse).toMatchObject({ slots: 2, waiting: 2 });
    a.release();
    await a.done;
    await flush();
    expect(started).toEqual(["a", "b", "c"]);
    b.release();
    c.release();
    await flush();
    expect(started).toEqual(["a", "b", "c", "d"]);
    d.release();
    expect(await Promise.all([b.done, c.done, d.done])).toEqual(["b", "c", "d"]);
    expect(budget.inUse).toEqual({ slots: 0, pixels: 0, waiting: 0 });
  });

  test("pixels bound memory whatever the slots; a job bigger than the budget runs alone", async () => {
    const budget = new ImageBudget({ slots: 8, pixels: 3 * BIG, maxWaitMs: 60_000, maxWaiting: 10 });
    const started: string[] = [];
    const a = heldJob(budget, 2 * BIG, started, "a");
    const huge = heldJob(budget, 100 * BIG, started, "huge");
    const small = heldJob(budget, 10, started, "small");
    await flush();
    // The huge job waits for pixels, and the small one behind it does not jump the line.
    expect(started).toEqual(["a"]);
    a.release();
    await flush();
    expect(started).toEqual(["a", "huge"]);
    huge.release();
    await flush();
    expect(started).toEqual(["a", "huge", "small"]);
    small.release();
    await Promise.all([a.done, huge.done, small.done]);
  });

  test("small jobs pass a large one that only waits for a slot", async () => {
    const budget = new ImageBudget({ slots: 1, pixels: 10 * BIG, maxWaitMs: 60_000, maxWaiting: 10 });
    const started: string[] = [];
    const a = heldJob(budget, BIG, started, "a");
    const b = heldJob(budget, BIG, started, "b");
    const preview = heldJob(budget, 1000, started, "preview");
    await flush();
    expect(started).toEqual(["a", "preview"]);
    preview.release();
    a.release();
    await flush();
    expect(started).toEqual(["a", "preview", "b"]);
    b.release();
    await Promise.all([a.done, b.done, preview.done]);
  });

  test("a job that waits too long, or finds the line full, is refused with 503 and a clear message", async () => {
    vi.useFakeTimers();
    const budget = new ImageBudget({ slots: 1, pixels: 10 * BIG, maxWaitMs: 5_000, maxWaiting: 1 });
    const started: string[] = [];
    const a = heldJob(budget, BIG, started, "a");
    const waiting = budget.run(BIG, async () => "never");
    const refusedAtOnce = budget.run(BIG, async () => "never");
    await expect(refusedAtOnce).rejects.toMatchObject({ code: "busy", message: IMAGE_BUSY_MESSAGE });
    vi.advanceTimersByTime(5_000);
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ code: "busy", message: IMAGE_BUSY_MESSAGE });
    expect(budget.inUse).toMatchObject({ slots: 1, waiting: 0 });
    a.release();
    await a.done;
    expect(budget.inUse).toEqual({ slots: 0, pixels: 0, waiting: 0 });
  });

  test("background work waits past the deadline instead of failing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const budget = new ImageBudget({ slots: 1, pixels: 10 * BIG, maxWaitMs: 5_000, maxWaiting: 0 });
    const started: string[] = [];
    const a = heldJob(budget, BIG, started, "a");
    const seeding = budget.run(BIG, async () => "seeded", { background: true });
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(started).toEqual(["a"]);
    a.release();
    expect(await seeding).toBe("seeded");
  });

  test("queued renders may take a slot per core; an upload waiting for its slot is not passed by them", async () => {
    const budget = new ImageBudget({ slots: 1, queuedSlots: 2, pixels: 10 * BIG, maxWaitMs: 60_000, maxWaiting: 10 });
    const started: string[] = [];
    const held = (name: string, queued: boolean) => {
      let release!: () => void;
      const done = budget.run(BIG, () => {
        started.push(name);
        return new Promise<void>((resolve) => (release = resolve));
      }, { queued });
      return { done, release: () => release() };
    };
    const q1 = held("q1", true);
    const q2 = held("q2", true);
    const q3 = held("q3", true);
    await flush();
    // Two queued renders at once, past the one slot uploads get.
    expect(started).toEqual(["q1", "q2"]);
    const upload = held("upload", false);
    const q4 = held("q4", true);
    q1.release();
    await flush();
    // q3 was first in line; the upload is next, and q4 behind it does not jump ahead.
    expect(started).toEqual(["q1", "q2", "q3"]);
    q2.release();
    await flush();
    expect(started).toEqual(["q1", "q2", "q3"]);
    q3.release();
    await flush();
    expect(started).toEqual(["q1", "q2", "q3", "upload", "q4"]);
    upload.release();
    q4.release();
    await Promise.all([q1.done, q2.done, q3.done, upload.done, q4.done]);
    expect(budget.inUse).toEqual({ slots: 0, pixels: 0, waiting: 0 });
  });

  test("queued renders share the pixel budget", async () => {
    const budget = new ImageBudget({ slots: 1, queuedSlots: 4, pixels: 2 * BIG, maxWaitMs: 60_000, maxWaiting: 10 });
    const started: string[] = [];
    const jobs = ["a", "b", "c"].map((name) => {
      let release!: () => void;
      const done = budget.run(BIG, () => {
        started.push(name);
        return new Promise<void>((resolve) => (release = resolve));
      }, { queued: true });
      return { done, release: () => release() };
    });
    await flush();
    expect(started).toEqual(["a", "b"]);
    jobs[0]!.release();
    await flush();
    expect(started).toEqual(["a", "b", "c"]);
    jobs[1]!.release();
    jobs[2]!.release();
    await Promise.all(jobs.map((j) => j.done));
  });

  test("a failing job gives its room back", async () => {
    const budget = new ImageBudget({ slots: 1, pixels: 10 * BIG, maxWaitMs: 60_000, maxWaiting: 10 });
    await expect(budget.run(BIG, () => Promise.reject(new Error("decode failed")))).rejects.toThrow("decode failed");
    expect(budget.inUse).toEqual({ slots: 0, pixels: 0, waiting: 0 });
  });
});
