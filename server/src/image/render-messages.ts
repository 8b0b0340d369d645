// What the render pool and its workers say to each other (render-pool.ts, render-worker.ts).

/** The engine functions a worker runs, by name. */
export type RenderOp = "renderMockup" | "renderWallMockup" | "renderPreviewImage" | "downscaleImage";

/** `forget`: kept inputs to drop before this job (see `KeptInputs`). */
export type RenderRequest = { id: number; op: RenderOp; args: unknown[]; forget?: string[] };
/** `rss`: the memory the worker holds after the job (render-worker.ts `held`), for the pool's recycling. */
export type RenderReply =
  | { id: number; value: unknown; rss: number }
  | { id: number; error: { name: string; message: string; code?: string }; rss: number };

/** Set in a worker's environment (process) or workerData (thread): this module is a render worker. */
export const RENDER_WORKER_FLAG = "MOCKUP_RENDER_WORKER";

/**
 * Structured cloning turns every Buffer into a plain Uint8Array; the engine tells an encoded
 * file from decoded pixels with `Buffer.isBuffer`, so bytes become Buffers again (no copy).
 */
export function reviveBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(reviveBuffers);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveBuffers(v)]));
  }
  return value;
}

/**
 * An input a worker keeps between jobs under `key` (a name for immutable content: an artwork's
 * preview copy, a template's prepared preview): the pool sends `value` to a worker once, then
 * only the key, so the worker neither receives nor re-derives it per job (an artwork's halvings
 * are cached on its object: frame/resample-small.ts).
 */
export type Kept<T> = { [KEPT]: string; value?: T };
const KEPT = "__mockupKept";

export const kept = <T>(key: string, value: T): Kept<T> => ({ [KEPT]: key, value });
const isKept = (value: unknown): value is Kept<unknown> => typeof value === "object" && value !== null && KEPT in value;

/** Bytes of the typed arrays in `value`, which a kept input holds in its worker. */
function bytesOf(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + bytesOf(v), 0);
  if (value && typeof value === "object") return Object.values(value).reduce((sum: number, v) => sum + bytesOf(v), 0);
  return 0;
}

/** `args` with `f` applied to each kept input, at most two levels down (an options object's fields). */
function mapKept(args: unknown[], f: (input: Kept<unknown>) => unknown): unknown[] {
  const at = (v: unknown) => (isKept(v) ? f(v) : v);
  return args.map((arg) => {
    if (isKept(arg) || !arg || typeof arg !== "object" || ArrayBuffer.isView(arg) || Array.isArray(arg)) return at(arg);
    return Object.fromEntries(Object.entries(arg).map(([k, v]) => [k, at(v)]));
  });
}

/**
 * What one worker holds, as its pool sees it: keys in least-recently-used order, within `capBytes`.
 * The pool alone decides (`forget` goes with the next job), so both sides always agree.
 */
export class KeptInputs {
  private readonly held = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly capBytes: number) {}

  /** The job's arguments as this worker is sent them (values it holds left out), and the keys it must drop first. */
  prepare(args: unknown[]): { args: unknown[]; forget: string[] } {
    const inUse = new Set<string>();
    const sent = mapKept(args, (input) => {
      const key = input[KEPT];
      inUse.add(key);
      const size = this.held.get(key);
      this.held.delete(key);
      this.held.set(key, size ?? bytesOf(input.value));
      if (size !== undefined) return { [KEPT]: key };
      this.bytes += this.held.get(key)!;
      return input;
    });
    const forget: string[] = [];
    for (const [key, size] of this.held) {
      if (this.bytes <= this.capBytes) break;
      if (inUse.has(key)) continue;
      this.held.delete(key);
      this.bytes -= size;
      forget.push(key);
    }
    return { args: sent, forget };
  }
}

/** The worker's side: stores the values sent, hands back the same object for a key named only. */
export function unkeep(args: unknown[], store: Map<string, unknown>, forget: string[] = []): unknown[] {
  for (const key of forget) store.delete(key);
  return mapKept(args, (input) => {
    const key = input[KEPT];
    if (input.value !== undefined) store.set(key, input.value);
    if (!store.has(key)) throw new Error(`The render worker does not hold ${key}`);
    return store.get(key);
  });
}
