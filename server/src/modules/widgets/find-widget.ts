import { eq } from "drizzle-orm";
import { WIDGET_ID } from "@shared/widgets";
import type { Db } from "../../db/client";
import { widgets, type WidgetRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { WIDGET_NOT_FOUND } from "./find-own-widget";

/** The widget a shop's page names, for anyone (its id is public); an unknown or malformed id is 404. */
export async function findWidget(db: Db, id: string): Promise<WidgetRow> {
  const [row] = WIDGET_ID.test(id) ? await db.select().from(widgets).where(eq(widgets.id, id)).limit(1) : [];
  if (!row) throw notFound(WIDGET_NOT_FOUND);
  return row;
}
