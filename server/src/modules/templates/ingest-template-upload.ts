import { randomBytes } from "node:crypto";
import type { TemplateUploadResponse } from "@shared/templates";
import type { AppDeps } from "../../lib/context";
import { templateUploads } from "../../db/schema";
import { prepareRoom, prepareTemplate } from "../../image";
import { assertWindowsAllowed, MIN_DETECTED_SHARE } from "./check-quad";
import { storeTemplateImages } from "./store-template-images";
import { templateImageUrl, templateKeys } from "./template-files";
import { windowPlacement } from "./window-placement";

/**
 * Which images an upload takes: `any` (Add New Template) takes a cut-out PNG as the spec's
 * templates are, and also an opaque photo, whose frames are found (or a quad proposed) for the
 * admin to check in the corner editor; `transparent` (bulk upload, which nobody reviews) only
 * takes images with a transparent window, else 400 no_window; `bare-wall` takes a wall photo as
 * it is (transparent windows kept, none proposed), for a template with a wall scale.
 */
export type TemplateUploadMode = "any" | "transparent" | "bare-wall";

/**
 * The admin's upload step: validate and analyse the image (its windows held to the rule rooms keep), store it under a fresh name and
 * remember its geometry until POST /api/templates names it. Nothing is stored for a bad file,
 * and the files go again if the database write fails.
 */
export async function ingestTemplateUpload(deps: AppDeps, bytes: Uint8Array, mode: TemplateUploadMode = "any"): Promise<TemplateUploadResponse> {
  // The room analysis keeps transparent windows exactly as templates find them and, only for a
  // photo without any, looks for the frames hanging in it (art then goes over the photo). A bare
  // wall keeps no proposed frame: the print is hung on it at true size instead.
  const prepared =
    mode === "transparent" ? await prepareTemplate(bytes) : mode === "bare-wall" ? await prepareTemplate(bytes, { bareWall: true }) : await prepareRoom(bytes);
  assertWindowsAllowed(prepared.windows.map((w) => w.quad), prepared.width, prepared.height, MIN_DETECTED_SHARE);
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
    placement: windowPlacement(prepared.windows),
    windows: prepared.windows.map((w) => ({ quad: w.quad, detected: w.detected ?? true })),
  };
}
