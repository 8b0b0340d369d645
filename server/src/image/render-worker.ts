// A render worker: a worker thread (previews) or a child process (full renders) started by
// render-pool.ts. It runs one job at a time and answers `{ id, value }` or `{ id, error }`; the
// pool stops it (terminate, SIGKILL) when a job passes its time budget.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { renderMockup, renderPreviewImage, renderWallMockup } from "./compose";
import { ImageError } from "./core";
import { downscaleImage } from "./encode";
import { RENDER_WORKER_FLAG, reviveBuffers, unkeep, type RenderOp, type RenderReply, type RenderRequest } from "./render-messages";

const OPS: Record<RenderOp, (...args: never[]) => Promise<unknown>> = { renderMockup, renderWallMockup, renderPreviewImage, downscaleImage };

/** Inputs kept between jobs, as the pool decides (render-messages.ts `KeptInputs`). */
const kept = new Map<string, unknown>();

/**
 * The memory this worker holds: a process's resident size; a thread shares its process's, so it
 * reports its own heap and buffers (recycling a thread for the server's size would restart it
 * after every job once the server is large, and give nothing back).
 */
function held(): number {
  if (isMainThread) return process.memoryUsage.rss();
  const { heapTotal, external } = process.memoryUsage();
  return heapTotal + external;
}

async function handle(request: RenderRequest): Promise<RenderReply> {
  try {
    const run = OPS[request.op] as (...args: unknown[]) => Promise<unknown>;
    const value = await run(...unkeep(reviveBuffers(request.args) as unknown[], kept, request.forget));
    return { id: request.id, value, rss: held() };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, error: { name: e.name, message: e.message, code: e instanceof ImageError ? e.code : undefined }, rss: held() };
  }
}

if (parentPort && (workerData as Record<string, unknown> | null)?.[RENDER_WORKER_FLAG]) {
  const port = parentPort;
  port.on("message", (request: RenderRequest) => void handle(request).then((reply) => port.postMessage(reply)));
} else if (process.send && process.env[RENDER_WORKER_FLAG]) {
  process.on("message", (request: RenderRequest) => void handle(request).then((reply) => process.send?.(reply)));
  // The pool is gone (its server died): nobody will read an answer.
  process.on("disconnect", () => process.exit(0));
}
