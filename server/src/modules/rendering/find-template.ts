import { eq } from "drizzle-orm";
import { printSizeSchema, type PrintSize } from "@shared/print-size";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { Point, TemplateWindow } from "../../image";
import { fileOfImageUrl } from "../templates/template-files";

/** A bare wall's true-size placement: its scale, the piece's centre and the size shown when none is chosen. */
export type TemplateWall = { pxPerCm: number; anchor: Point; defaultSize: PrintSize };

/** A template with what a render needs: its stored file name, full size and windows (full-size pixels), or its wall. */
export type RenderableTemplate = {
  row: TemplateRow;
  file: string;
  width: number;
  height: number;
  windows: TemplateWindow[];
  /** Set for a bare wall: the framed print is hung at true size instead of filling windows. */
  wall?: TemplateWall;
};

/** The wall placement of a row, when it has a complete and valid one. */
export function templateWall(row: TemplateRow): TemplateWall | undefined {
  if (!row.pxPerCm || !row.wallAnchor || !row.defaultSize) return undefined;
  const size = printSizeSchema.safeParse(row.defaultSize);
  return size.success ? { pxPerCm: row.pxPerCm, anchor: row.wallAnchor, defaultSize: size.data } : undefined;
}

/** The template to render into; 404 when it does not exist (any more). */
export async function findTemplate(db: Db, id: number): Promise<RenderableTemplate> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!row) throw notFound("Template not found");
  const file = fileOfImageUrl(row.imageUrl);
  const wall = templateWall(row);
  if (!file || !row.width || !row.height || !(wall || row.windows?.length)) {
    throw new AppError("no_window", "This template has no transparent window to place artwork in");
  }
  return { row, file, width: row.width, height: row.height, windows: row.windows ?? [], wall };
}
