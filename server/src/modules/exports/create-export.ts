import { randomUUID } from "node:crypto";
import { EXPORT_TTL_MS, type createExportSchema } from "@shared/exports";
import { formatPrintSize } from "@shared/print-size";
import type { RoomLightOption } from "@shared/render-options";
import type { z } from "zod";
import type { AppDeps } from "../../lib/context";
import type { Db } from "../../db/client";
import { exportItems, exports, type UserRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ArtworkOwner } from "../artworks";
import { maxSideForPlan, reserveDownloads } from "../billing";
import { newExportId } from "./export-files";
import { firstRound } from "./fair-rounds";
import { planExportItems, type NameEntry } from "./plan-export-items";

type Input = z.output<typeof createExportSchema> & { light?: RoomLightOption; quality?: number | undefined };

/** What a caller building on exports (the public API's batches) adds to one. */
export type ExportExtras = {
  /** Names each artwork × template file (default: the studio's names). */
  nameEntry?: NameEntry;
  /** Runs in the export's transaction once its row exists: rows that belong to it commit with it or not at all. */
  within?: (tx: Db, id: string) => Promise<void>;
};

/** The studio's options as the API took them, with the room light only when asked for (absent: each template's default). */
function storedRenderOptions({ render, light, quality }: Input) {
  const asked = { ...(light ? { light } : {}), ...(quality !== undefined ? { quality } : {}) };
  if (!render) return Object.keys(asked).length > 0 ? asked : null;
  return { ...render, size: render.size ? formatPrintSize(render.size) : undefined, ...asked };
}

/**
 * Starts a ZIP export. Every file is a download: in one transaction the free plan's allowance
 * is reserved for all of them (or the export is refused with the limit's 403, nothing counted),
 * the export and its items are written and one render job per item is queued, in the user's
 * turns of the fair queue (fair-rounds.ts). Downloads are
 * never counted again, however often a job is retried; an item that finally fails is refunded.
 */
export async function createExport(deps: AppDeps, user: UserRow, owner: ArtworkOwner, input: Input, extras: ExportExtras = {}): Promise<{ id: string; total: number }> {
  const { db, config, queue } = deps;
  if (!queue) throw new AppError("unavailable", "Exports are not available right now. Please try again shortly.");
  const planned = await planExportItems(db, user.id, owner, input, input.format, extras.nameEntry);
  const total = planned.length;
  const id = newExportId();
  const limit = config.freeDownloadLimit;

  await db.transaction(async (tx) => {
    const { premium } = await reserveDownloads(tx, user.id, total, limit);
    await tx.insert(exports).values({
      id,
      userId: user.id,
      format: input.format,
      total,
      counted: !premium,
      maxSide: maxSideForPlan(premium) ?? null,
      renderOptions: input.items ? storedRenderOptions(input) : null,
      expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
    });
    await extras.within?.(tx, id);
    const round = await firstRound(tx, user.id);
    const rows = planned.map((item, i) => ({ ...item, exportId: id, position: i + 1, jobId: randomUUID(), round: round + i }));
    await tx.insert(exportItems).values(rows);
    await queue.enqueue(tx, rows.map((r) => ({ id: r.jobId, data: { exportId: id, position: r.position }, priority: -r.round })));
  });
  return { id, total };
}
