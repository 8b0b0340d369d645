import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { FREE_LIMIT_REACHED_MESSAGE } from "@shared/billing";
import { EXPORT_TTL_MS, type createExportSchema } from "@shared/exports";
import { formatPrintSize } from "@shared/print-size";
import type { z } from "zod";
import type { AppDeps } from "../../lib/context";
import { exportItems, exports, users, type UserRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ArtworkOwner } from "../artworks/artwork-owner";
import { FREE_EXPORT_MAX_SIDE } from "../billing/counted-download";
import { isPremiumSql } from "../billing/is-premium";
import { newExportId } from "./export-files";
import { planExportItems } from "./plan-export-items";

type Input = z.output<typeof createExportSchema>;

/**
 * Starts a ZIP export. Every file is a download: in one transaction the free plan's allowance
 * is reserved for all of them (or the export is refused with the limit's 403, nothing counted),
 * the export and its items are written and one render job per item is queued. Downloads are
 * never counted again, however often a job is retried; an item that finally fails is refunded.
 */
export async function createExport(deps: AppDeps, user: UserRow, owner: ArtworkOwner, input: Input): Promise<{ id: string; total: number }> {
  const { db, config, queue } = deps;
  if (!queue) throw new AppError("unavailable", "Exports are not available right now. Please try again shortly.");
  const planned = await planExportItems(db, user.id, owner, input, input.format);
  const total = planned.length;
  const id = newExportId();
  const limit = config.freeDownloadLimit;

  await db.transaction(async (tx) => {
    // One statement decides and counts, as in consumeDownload: concurrent exports cannot overdraw.
    const [reserved] = await tx
      .update(users)
      .set({ imagesUsed: sql`${users.imagesUsed} + (case when ${isPremiumSql} then 0 else ${total}::int end)` })
      .where(and(eq(users.id, user.id), or(isPremiumSql, sql`${users.imagesUsed} + ${total}::int <= ${limit}::int`)))
      .returning({ tier: users.subscriptionTier });
    if (!reserved) {
      const [current] = await tx.select({ imagesUsed: users.imagesUsed }).from(users).where(eq(users.id, user.id));
      throw new AppError("limit_reached", FREE_LIMIT_REACHED_MESSAGE, { freeLimit: limit, imageCount: current?.imagesUsed ?? user.imagesUsed, requested: total });
    }
    const premium = reserved.tier === "premium";
    await tx.insert(exports).values({
      id,
      userId: user.id,
      format: input.format,
      total,
      counted: !premium,
      maxSide: premium ? null : FREE_EXPORT_MAX_SIDE,
      renderOptions: input.render && input.items ? { ...input.render, size: input.render.size ? formatPrintSize(input.render.size) : undefined } : null,
      expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
    });
    const rows = planned.map((item, i) => ({ ...item, exportId: id, position: i + 1, jobId: randomUUID() }));
    await tx.insert(exportItems).values(rows);
    await queue.enqueue(tx, rows.map((r) => ({ id: r.jobId, data: { exportId: id, position: r.position } })));
  });
  return { id, total };
}
