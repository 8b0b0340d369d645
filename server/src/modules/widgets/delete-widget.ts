import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { widgets } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { WIDGET_NOT_FOUND } from "./find-own-widget";

/** Deletes one of the user's widgets: its embed page answers 404 from now on, its counts go with it. */
export async function deleteWidget(db: Db, userId: number, id: string): Promise<void> {
  const [row] = await db
    .delete(widgets)
    .where(and(eq(widgets.id, id), eq(widgets.userId, userId)))
    .returning({ id: widgets.id });
  if (!row) throw notFound(WIDGET_NOT_FOUND);
}
