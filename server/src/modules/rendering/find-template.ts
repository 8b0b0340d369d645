import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { TemplateWindow } from "../../image";
import { fileOfImageUrl } from "../templates/template-files";

/** A template with what a render needs: its stored file name, full size and windows (full-size pixels). */
export type RenderableTemplate = {
  row: TemplateRow;
  file: string;
  width: number;
  height: number;
  windows: TemplateWindow[];
};

/** The template to render into; 404 when it does not exist (any more). */
export async function findTemplate(db: Db, id: number): Promise<RenderableTemplate> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!row) throw notFound("Template not found");
  const file = fileOfImageUrl(row.imageUrl);
  if (!file || !row.width || !row.height || !row.windows?.length) {
    throw new AppError("no_window", "This template has no transparent window to place artwork in");
  }
  return { row, file, width: row.width, height: row.height, windows: row.windows };
}
