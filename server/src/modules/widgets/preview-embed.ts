import type { EmbedChoice } from "@shared/embed";
import { renderOptionsSchema } from "@shared/render-options";
import type { AppDeps } from "../../lib/context";
import type { WidgetRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { previewMockup } from "../artworks";
import { isCatalogueTemplate } from "./catalogue-template";

/** Art in a widget is cropped to the room's window, never stretched (bare walls take the art's own proportions). */
const EMBED_FIT = "fill";

/**
 * A shopper's preview: only the widget's artworks, sizes and frames, only catalogue rooms,
 * rendered through the studio's preview path as the widget's owner.
 */
export async function previewEmbed(deps: Pick<AppDeps, "db" | "storage">, widget: WidgetRow, choice: EmbedChoice) {
  if (!widget.artworkIds.includes(choice.artworkId)) throw notFound("Artwork not found");
  if (!widget.frames.includes(choice.frame)) throw badRequest("This widget does not offer that frame");
  if (widget.sizes.length > 0 && !widget.sizes.includes(choice.size)) throw badRequest("This widget does not offer that size");
  if (!(await isCatalogueTemplate(deps.db, choice.templateId))) throw notFound("Template not found");
  const render = renderOptionsSchema.parse({ frame: choice.frame, size: choice.size });
  return previewMockup(deps, { userId: widget.userId, tokenHash: null }, choice.artworkId, choice.templateId, EMBED_FIT, render);
}
