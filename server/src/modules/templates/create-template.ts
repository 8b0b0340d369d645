import { eq } from "drizzle-orm";
import { parseTemplateName, type CreateTemplateInput, type WallScale } from "@shared/templates";
import type { Db } from "../../db/client";
import { templateUploads, templates, type TemplateRow } from "../../db/schema";
import type { Point } from "../../image";
import { badRequest } from "../../lib/errors";
import { placeWindows } from "./place-windows";
import { chooseSmartObjects } from "./psd-windows";
import { checkWallScale } from "./check-wall-scale";
import { NOT_A_PHOTO } from "./find-photo-template";
import { templateGeometry } from "./template-geometry";
import { fileOfImageUrl, templateImageUrl } from "./template-files";
import { NO_WINDOW_NO_WALL } from "./update-template";

type CreateTemplate = { name: string; imageUrl: string; category: string; featured: boolean; windows?: CreateTemplateInput["windows"]; wall?: WallScale; smartObjects?: number[] };

const NOT_UPLOADED = "The template image was not found. Please upload it again.";

/**
 * Turns an upload into a catalogue entry. The upload row is consumed in the same transaction,
 * so one image becomes at most one template, and only images we ingested (never arbitrary
 * URLs) can become templates. Aspect ratio, colour and room come from a name in the spec's
 * "Mockup #N - 4x3 - Black - Living Room" format, else the ratio from the largest window.
 * For a photo the admin may send corrected corners, validated as a room's are. With `wall` the
 * template is a bare wall, checked against the uploaded image (a 400 when it misfits).
 */
export async function createTemplate(db: Db, input: CreateTemplate): Promise<TemplateRow> {
  const file = fileOfImageUrl(input.imageUrl);
  if (!file) throw badRequest(NOT_UPLOADED);
  const parsed = parseTemplateName(input.name);
  return db.transaction(async (tx) => {
    const [upload] = await tx.delete(templateUploads).where(eq(templateUploads.file, file)).returning();
    if (!upload) throw badRequest(NOT_UPLOADED);
    let windows = upload.windows;
    if (input.smartObjects) {
      if (!upload.psd) throw badRequest("smartObjects is for a Photoshop upload");
      windows = chooseSmartObjects(upload.psd, input.smartObjects, upload);
    } else if (input.windows) {
      if (windows[0]?.placement !== "over") throw badRequest(NOT_A_PHOTO);
      windows = placeWindows(windows, input.windows.map((w) => w.quad as Point[]), upload);
    }
    const geometry = templateGeometry(windows, parsed.aspectRatio, input.windows ? null : upload.aspectRatio);
    // A bare wall (uploaded with bareWall=true) has no window: it is only usable with its scale.
    if (!windows.length && !input.wall) throw badRequest(NO_WINDOW_NO_WALL);
    if (input.wall) checkWallScale(input.wall, upload);
    const [row] = await tx
      .insert(templates)
      .values({
        name: input.name,
        imageUrl: templateImageUrl(file),
        category: input.category,
        featured: input.featured,
        aspectRatio: geometry.aspectRatio,
        color: parsed.color,
        roomType: parsed.roomType,
        width: upload.width,
        height: upload.height,
        windows: geometry.windows,
        pxPerCm: input.wall?.pxPerCm ?? null,
        wallAnchor: input.wall?.anchor ?? null,
        defaultSize: input.wall?.defaultSize ?? null,
        psd: upload.psd,
      })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    return row;
  });
}
