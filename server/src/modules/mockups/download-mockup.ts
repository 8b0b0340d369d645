import type { DownloadFormat } from "@shared/artworks";
import { savedMockupFileName } from "@shared/file-names";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { savedMockups, type UserRow } from "../../db/schema";
import { downscaleImage, type EncodedImage } from "../../image";
import { notFound } from "../../lib/errors";
import { countedDownload } from "../billing";
import { MOCKUP_NOT_FOUND } from "./delete-mockup";
import { fileOfMockupUrl, mockupKeys } from "./mockup-files";

/**
 * A saved mockup as a download: the stored full resolution for premium, ≤ 2000 px on the long
 * side for free (spec: standard quality exports), as PNG (the stored file) or JPEG, counted as
 * `countedDownload` says.
 */
export async function downloadMockup<R>(
  deps: AppDeps,
  user: UserRow,
  id: number,
  download: DownloadFormat,
  deliver: (download: { image: EncodedImage; fileName: string }) => R,
): Promise<R> {
  const { db, storage } = deps;
  return countedDownload(deps, user, async (maxSide) => {
    const [row] = await db
      .select()
      .from(savedMockups)
      .where(and(eq(savedMockups.id, id), eq(savedMockups.userId, user.id)))
      .limit(1);
    const file = row && fileOfMockupUrl(row.imageUrl);
    if (!row || !file) throw notFound(MOCKUP_NOT_FOUND);
    const stored = await storage.get(mockupKeys(user.id, file).full);
    if (!stored) throw notFound(MOCKUP_NOT_FOUND);
    const { format, quality } = download;
    const image = await downscaleImage(stored, maxSide ? { maxSide } : {}, format, { purpose: "export", jpegQuality: quality });
    return { image, fileName: savedMockupFileName(row, format) };
  }, deliver);
}
