import type { EmbedChoice } from "@shared/embed";
import { renderOptionsSchema, type RenderOptions } from "@shared/render-options";
import type { WidgetRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";

/** A shopper's choice held to the widget: only its artworks, frames and sizes. Answers the render options it asks for. */
export function checkEmbedChoice(widget: WidgetRow, choice: Omit<EmbedChoice, "templateId">): RenderOptions {
  if (!widget.artworkIds.includes(choice.artworkId)) throw notFound("Artwork not found");
  if (!widget.frames.includes(choice.frame)) throw badRequest("This widget does not offer that frame");
  if (widget.sizes.length > 0 && !widget.sizes.includes(choice.size)) throw badRequest("This widget does not offer that size");
  return renderOptionsSchema.parse({ frame: choice.frame, size: choice.size });
}
