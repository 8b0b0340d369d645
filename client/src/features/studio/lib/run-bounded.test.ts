import { describe, expect, it } from "vitest";
import { runBounded } from "./run-bounded";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("runBounded", () => {
  it("never has more than `limit` calls in flight and starts them in order", async () => {
    let inFlight = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await runBounded([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (n) => {
      started.push(n);
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await tick();
      inFlight -= 1;
      return n * 10;
    });
    expect(peak).toBe(4);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : null))).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it("keeps going past a failure and reports it in place", async () => {
    const results = await runBounded(["a", "bad", "c"], 2, async (s) => {
      await tick();
      if (s === "bad") throw new Error("render failed");
      return s.toUpperCase();
    });
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[1]).toMatchObject({ reason: new Error("render failed") });
  });

  it("starts nothing new after an abort", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const results = await runBounded(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        if (n === 2) controller.abort(new Error("image changed"));
        await tick();
        return n;
      },
      controller.signal,
    );
    expect(started).toEqual([1, 2]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected", "rejected"]);
  });

  it("handles an empty list and a silly limit", async () => {
    expect(await runBounded([], 4, async () => 1)).toEqual([]);
    expect((await runBounded([1, 2], 0, async (n) => n)).map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
  });
});
