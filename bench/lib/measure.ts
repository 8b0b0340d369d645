import { monitorEventLoopDelay } from "node:perf_hooks";

export type Timing = { median: number; min: number; runs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Times each task `runs` times after one warm-up, interleaving them (a b c a b c ...) so that
 * load from other processes on a shared machine hits every task alike. Milliseconds.
 */
export async function measure<K extends string>(
  tasks: Record<K, () => Promise<unknown>>,
  runs: number,
): Promise<Record<K, Timing>> {
  const names = Object.keys(tasks) as K[];
  const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  for (const name of names) await tasks[name]();
  for (let i = 0; i < runs; i++) {
    for (const name of names) {
      const start = performance.now();
      await tasks[name]();
      samples[name].push(performance.now() - start);
    }
  }
  return Object.fromEntries(
    names.map((n) => [n, { median: median(samples[n]), min: Math.min(...samples[n]), runs }]),
  ) as Record<K, Timing>;
}

/** The longest the event loop was kept waiting while `task` ran (ms): what a request would feel. */
export async function longestEventLoopStall(task: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await task();
  histogram.disable();
  return histogram.max / 1e6;
}
