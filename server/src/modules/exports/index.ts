// The exports module's face: ZIP exports on the render queue.
export { queueOptionsFor } from "./queue-options";
export { startRenderQueue, type RenderQueue } from "./render-queue";
export { exportRoutes } from "./routes";
export { sweepExpiredExports } from "./sweep-expired-exports";
export { createExport } from "./create-export";
export { EXPORT_ID } from "./export-files";
export { streamExportZip } from "./stream-export-zip";
export { sendZip } from "./send-zip";
