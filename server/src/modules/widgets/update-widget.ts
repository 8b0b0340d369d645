import { and, eq } from "drizzle-orm";
import type { WidgetSettings } from "@shared/widgets";
import type { Db } from "../../db/client";
import { widgets, type UserRow, type WidgetRow } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { isPremium } from "../billing";
import { WIDGETS_ARE_PREMIUM } from "./create-widget";
import { findOwnWidget, WIDGET_NOT_FOUND } from "./find-own-widget";
import { checkWidgetSettings, widgetColumns } from "./widget-settings";

/**
 * Replaces the settings of one of the user's widgets (another user's is "not found", before any
 * other check, so nothing tells it apart from a widget that never existed).
 */
export async function updateWidget(db: Db, user: UserRow, id: string, input: WidgetSettings): Promise<WidgetRow> {
  await findOwnWidget(db, user.id, id);
  if (!isPremium(user)) throw forbidden(WIDGETS_ARE_PREMIUM);
  await checkWidgetSettings(db, user.id, input);
  const [row] = await db
    .update(widgets)
    .set(widgetColumns(input))
    .where(and(eq(widgets.id, id), eq(widgets.userId, user.id)))
    .returning();
  if (!row) throw notFound(WIDGET_NOT_FOUND);
  return row;
}
