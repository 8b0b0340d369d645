// What the render pool and its workers say to each other (render-pool.ts, render-worker.ts).

/** The engine functions a worker runs, by name. */
export type RenderOp = "renderMockup" | "renderWallMockup" | "renderPreviewImage" | "downscaleImage";

export type RenderRequest = { id: number; op: RenderOp; args: unknown[] };
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
