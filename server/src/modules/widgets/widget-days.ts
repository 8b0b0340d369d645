import { and, asc, gte, inArray, sql } from "drizzle-orm";
import { WIDGET_STATS_DAYS, type WidgetDay } from "@shared/widgets";
import type { Db } from "../../db/client";
import { widgetDays } from "../../db/schema";

export type WidgetEvent = "views" | "uploads";

/** Today in UTC, as the `day` column holds it. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds one view or upload to the widget's row for today (one upsert: instances add to the same row). */
export async function countWidgetEvent(db: Db, widgetId: string, event: WidgetEvent, now = new Date()): Promise<void> {
  await db
    .insert(widgetDays)
    .values({ widgetId, day: utcDay(now), [event]: 1 })
    .onConflictDoUpdate({ target: [widgetDays.widgetId, widgetDays.day], set: { [event]: sql`${widgetDays[event]} + 1` } });
}

/** Each widget's days with views or uploads in the last WIDGET_STATS_DAYS days, oldest first. */
export async function readWidgetDays(db: Db, widgetIds: readonly string[], now = new Date()): Promise<Map<string, WidgetDay[]>> {
  const byWidget = new Map<string, WidgetDay[]>(widgetIds.map((id) => [id, []]));
  if (widgetIds.length === 0) return byWidget;
  const since = utcDay(new Date(now.getTime() - (WIDGET_STATS_DAYS - 1) * 86_400_000));
  const rows = await db
    .select()
    .from(widgetDays)
    .where(and(inArray(widgetDays.widgetId, [...widgetIds]), gte(widgetDays.day, since)))
    .orderBy(asc(widgetDays.day));
  for (const row of rows) byWidget.get(row.widgetId)?.push({ day: row.day, views: row.views, uploads: row.uploads });
  return byWidget;
}
