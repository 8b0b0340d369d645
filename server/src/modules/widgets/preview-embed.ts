import type { EmbedChoice } from "@shared/embed";
import type { AppDeps } from "../../lib/context";
import type { WidgetRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { previewMockup } from "../artworks";
import { isCatalogueTemplate } from "./catalogue-template";
import { checkEmbedChoice } from "./check-embed-choice";

/** Art in a widget is cropped to the room's window, never stretched (bare walls take the art's own proportions). */
export const EMBED_FIT = "fill";

/**
 * A shopper's preview: only the widget's artworks, sizes and frames, only catalogue rooms,
 * rendered through the studio's preview path as the widget's owner.
 */
export async function previewEmbed(deps: Pick<AppDeps, "db" | "storage">, widget: WidgetRow, choice: EmbedChoice) {
  const render = checkEmbedChoice(widget, choice);
  if (!(await isCatalogueTemplate(deps.db, choice.templateId))) throw notFound("Template not found");
  return previewMockup(deps, { userId: widget.userId, tokenHash: null }, choice.artworkId, choice.templateId, EMBED_FIT, render);
}
