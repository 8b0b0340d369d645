import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { widgets, type WidgetRow } from "../../db/schema";
import { notFound } from "../../lib/errors";

export const WIDGET_NOT_FOUND = "Widget not found";

/** One of the user's widgets; another user's is the same 404 as one that never existed. */
export async function findOwnWidget(db: Db, userId: number, id: string): Promise<WidgetRow> {
  const [row] = await db
    .select()
    .from(widgets)
    .where(and(eq(widgets.id, id), eq(widgets.userId, userId)))
    .limit(1);
  if (!row) throw notFound(WIDGET_NOT_FOUND);
  return row;
}
