import { randomBytes } from "node:crypto";
import type { WidgetSettings } from "@shared/widgets";
import type { Db } from "../../db/client";
import { widgets, type UserRow, type WidgetRow } from "../../db/schema";
import { forbidden } from "../../lib/errors";
import { isPremium } from "../billing";
import { checkWidgetSettings, widgetColumns } from "./widget-settings";

export const WIDGETS_ARE_PREMIUM = "Widgets are part of the Premium plan. Upgrade to Premium to embed your art in your shop.";

/** 16 random bytes: 22 base64url characters (`WIDGET_ID`). */
const newWidgetId = () => randomBytes(16).toString("base64url");

/** A premium user's new widget for their own artworks. */
export async function createWidget(db: Db, user: UserRow, input: WidgetSettings): Promise<WidgetRow> {
  if (!isPremium(user)) throw forbidden(WIDGETS_ARE_PREMIUM);
  await checkWidgetSettings(db, user.id, input);
  const [row] = await db
    .insert(widgets)
    .values({ id: newWidgetId(), userId: user.id, ...widgetColumns(input) })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}
