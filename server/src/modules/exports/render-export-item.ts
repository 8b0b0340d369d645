import { and, eq } from "drizzle-orm";
import { renderOptionsSchema } from "@shared/render-options";
import type { AppDeps } from "../../lib/context";
import { artworks, exportItems, exports, savedMockups } from "../../db/schema";
import { ImageError, downscaleImage, type EncodedImage } from "../../image";
import { AppError, notFound } from "../../lib/errors";
import { ARTWORK_NOT_FOUND, findTemplate, renderFullMockup } from "../rendering";
import { MOCKUP_NOT_FOUND, fileOfMockupUrl, mockupKeys } from "../mockups";
import { enforceExportQuota } from "./enforce-export-quota";
import { exportFileKey } from "./export-files";
import { keepLease, renewLease } from "./item-lease";
import { settleExportItem, type OnExportFinished } from "./settle-export-item";

export type RenderJobData = { exportId: string; position: number };

/**
 * A failure no retry can fix: the artwork, template or mockup is gone, or the render passed its
 * pixel or time budget (it would again). The item settles as failed now and is refunded: it
 * never runs again.
 */
const isPermanent = (error: unknown) =>
  (error instanceof AppError && error.status >= 400 && error.status < 500) ||
  (error instanceof ImageError && (error.code === "render_timeout" || error.code === "render_too_large"));

/**
 * One queue job: renders one item of an export to storage and settles it. The worker holds the
 * item by a lease renewed while it renders (a heartbeat); a cancelled export stops the render.
 * Safe to run twice (a retry after a killed worker): the file is written to the same key and only
 * the first settle counts. Transient errors are thrown so the queue retries. `stopping`: the
 * worker is shutting down; a render still running is stopped and its item left pending (its lease
 * lapses and another worker takes it), so nothing is written after the worker has stopped.
 */
export async function renderExportItem(
  deps: Pick<AppDeps, "db" | "storage">,
  job: RenderJobData,
  leaseSeconds: number,
  onFinished?: OnExportFinished,
  stopping?: AbortSignal,
): Promise<void> {
  const { db } = deps;
  // The lease first, before any other work: a worker killed after taking the job leaves a lease
  // to lapse (and be reaped) rather than an active job nobody looks at. False: not pending any more.
  if (!(await renewLease(db, job.exportId, job.position, leaseSeconds))) return;
  const [row] = await db
    .select({ item: exportItems, exp: exports })
    .from(exportItems)
    .innerJoin(exports, eq(exports.id, exportItems.exportId))
    .where(and(eq(exportItems.exportId, job.exportId), eq(exportItems.position, job.position)))
    .limit(1);
  if (!row || row.item.state !== "pending") return;
  const { item, exp } = row;
  if (exp.status === "queued") {
    await db.update(exports).set({ status: "running" }).where(and(eq(exports.id, exp.id), eq(exports.status, "queued")));
  }

  const controller = new AbortController();
  // Held until the item is settled: writing a large file to storage can outlast a lease.
  const stopLease = keepLease(db, exp.id, item.position, leaseSeconds, controller);
  try {
    await renderAndStore(deps, item, exp, controller, onFinished, stopping);
  } finally {
    stopLease();
  }
}

/** Renders the item, writes its file and settles it (failed for good on a permanent error). */
async function renderAndStore(
  deps: Pick<AppDeps, "db" | "storage">,
  item: ItemRow,
  exp: ExportRow,
  controller: AbortController,
  onFinished?: OnExportFinished,
  stopping?: AbortSignal,
): Promise<void> {
  const { db, storage } = deps;
  const stop = () => controller.abort(new Error("The export worker is stopping"));
  if (stopping?.aborted) stop();
  stopping?.addEventListener("abort", stop);
  let image: EncodedImage;
  try {
    image = await renderItem(deps, item, exp, controller.signal);
  } catch (error) {
    // Stopped by the worker's shutdown: thrown, so that a queue still listening retries the job.
    if (stopping?.aborted) throw error;
    if (controller.signal.aborted) return;
    if (!isPermanent(error)) throw error;
    await settleExportItem(db, exp.id, item.position, { state: "failed", error: (error as Error).message }, onFinished);
    return;
  } finally {
    stopping?.removeEventListener("abort", stop);
  }
  const key = exportFileKey(exp.id, item.position, exp.format);
  await storage.put(key, image.data, image.contentType);
  const settled = await settleExportItem(db, exp.id, item.position, { state: "done", bytes: image.data.byteLength }, onFinished);
  // Cancelled while the file was written: it belongs to nobody.
  if (!settled) await storage.deleteMany([key]);
  else if (settled.status === "done") await enforceExportQuota(deps, exp.userId, exp.id);
}

type ItemRow = typeof exportItems.$inferSelect;
type ExportRow = typeof exports.$inferSelect;

async function renderItem({ db, storage }: Pick<AppDeps, "db" | "storage">, item: ItemRow, exp: ExportRow, signal: AbortSignal): Promise<EncodedImage> {
  const maxSide = exp.maxSide ?? undefined;
  if (item.mockupId !== null) {
    const [mockup] = await db
      .select()
      .from(savedMockups)
      .where(and(eq(savedMockups.id, item.mockupId), eq(savedMockups.userId, exp.userId)))
      .limit(1);
    const file = mockup && fileOfMockupUrl(mockup.imageUrl);
    const stored = file ? await storage.get(mockupKeys(exp.userId, file).full) : null;
    if (!stored) throw notFound(MOCKUP_NOT_FOUND);
    return downscaleImage(stored, maxSide ? { maxSide } : {}, exp.format, "export", { queued: true, signal });
  }
  if (item.artworkId === null || item.templateId === null || item.fit === null) throw notFound(ARTWORK_NOT_FOUND);
  // Access was checked when the export was created (the artwork may be a visitor upload the user made before signing in).
  const [artwork] = await db.select().from(artworks).where(eq(artworks.id, item.artworkId)).limit(1);
  if (!artwork) throw notFound(ARTWORK_NOT_FOUND);
  // The export's owner is the viewer: their own rooms render, another user's room stays 404.
  const template = await findTemplate(db, item.templateId, exp.userId);
  // Nobody waits on the answer: a busy server makes the job wait its turn (no 503, no retry).
  // Stored as the API took them, so they read back through the same schema.
  const render = exp.renderOptions ? renderOptionsSchema.parse(exp.renderOptions) : undefined;
  // Absent: the template's own default (a PSD's light is its own layers).
  const light = exp.renderOptions?.light;
  const jpegQuality = exp.renderOptions?.quality;
  return renderFullMockup(storage, artwork, template, { fit: item.fit, format: exp.format, jpegQuality, maxSide, render, light, queued: true, signal });
}
