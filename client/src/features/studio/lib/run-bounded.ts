/**
 * Runs `worker` over `items` with at most `limit` calls in flight, starting them in order.
 * Each item settles on its own: one failure does not stop the rest. After `signal` aborts, items
 * not yet started are skipped (settled as rejected with the abort reason).
 */
export async function runBounded<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      if (signal?.aborted) {
        results[index] = { status: "rejected", reason: signal.reason };
        continue;
      }
      try {
        results[index] = { status: "fulfilled", value: await worker(items[index] as T, index) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  const lanes = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
