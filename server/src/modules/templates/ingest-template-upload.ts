import { randomBytes } from "node:crypto";
import type { TemplateUploadResponse } from "@shared/templates";
import type { AppDeps } from "../../lib/context";
import { templateUploads } from "../../db/schema";
import { prepareRoom, prepareTemplate, type PreparedTemplate } from "../../image";
import type { PsdTemplateInfo } from "@shared/psd";
import { assertWindowsAllowed, MIN_DETECTED_SHARE } from "./check-quad";
import { psdImportJson } from "./psd-windows";
import { storePsdTemplate } from "./store-psd-template";
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
  return rememberUpload(deps, file, prepared);
}

/** A Photoshop mockup (staged in storage as it arrived): prepared and stored like any upload, its smart objects offered for the choice on create. */
export async function ingestPsdUpload(deps: AppDeps, stagedKey: string): Promise<TemplateUploadResponse> {
  const file = `${randomBytes(12).toString("base64url")}.png`;
  const { prepared, info } = await storePsdTemplate(deps.storage, templateKeys(file), stagedKey);
  return { ...(await rememberUpload(deps, file, prepared, info)), psd: psdImportJson(info, prepared.windows) };
}

/**
 * Remembers a stored upload's geometry until POST /api/templates names it, and answers what the
 * admin sees of it; the files go again if the database write fails.
 */
async function rememberUpload(deps: AppDeps, file: string, prepared: PreparedTemplate, psd: PsdTemplateInfo | null = null): Promise<TemplateUploadResponse> {
  try {
    await deps.db.insert(templateUploads).values({ file, width: prepared.width, height: prepared.height, windows: prepared.windows, aspectRatio: prepared.aspectRatio, psd });
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
