/**
 * Lets queued I/O callbacks run. Long JS loops in the engine (window detection, perspective
 * warps) call this every few milliseconds of work so requests are never stalled behind them.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
