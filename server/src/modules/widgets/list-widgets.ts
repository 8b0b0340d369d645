import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { widgets, type WidgetRow } from "../../db/schema";

/** The user's widgets, newest first. */
export function listWidgets(db: Db, userId: number): Promise<WidgetRow[]> {
  return db.select().from(widgets).where(eq(widgets.userId, userId)).orderBy(desc(widgets.createdAt), desc(widgets.id));
}
