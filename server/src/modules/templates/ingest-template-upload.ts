import { randomBytes } from "node:crypto";
import type { TemplateUploadResponse } from "@shared/templates";
import type { AppDeps } from "../../lib/context";
import { templateUploads } from "../../db/schema";
import { prepareTemplate } from "../../image";
import { storeTemplateImages } from "./store-template-images";
import { templateImageUrl, templateKeys } from "./template-files";

/**
 * The admin's upload step: validate and analyse the image, store it under a fresh name and
 * remember its geometry until POST /api/templates names it. Nothing is stored for a bad file,
 * and the files go again if the database write fails. `bareWall`: an image without a transparent
 * window is accepted (the admin then gives it a wall scale).
 */
export async function ingestTemplateUpload(deps: AppDeps, bytes: Uint8Array, options: { bareWall?: boolean } = {}): Promise<TemplateUploadResponse> {
  const prepared = await prepareTemplate(bytes, { bareWall: options.bareWall });
  const file = `${randomBytes(12).toString("base64url")}.png`;
  await storeTemplateImages(deps.storage, file, prepared);
  try {
    await deps.db.insert(templateUploads).values({
      file,
      width: prepared.width,
      height: prepared.height,
      windows: prepared.windows,
      aspectRatio: prepared.aspectRatio,
    });
  } catch (error) {
    await deps.storage.deleteMany(Object.values(templateKeys(file))).catch(() => undefined);
    throw error;
  }
  return {
    imageUrl: templateImageUrl(file),
    width: prepared.width,
    height: prepared.height,
    windowCount: prepared.windows.length,
    aspectRatio: prepared.aspectRatio,
  };
}
